import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import { clubMoment } from '../../../api/game-time';
import type { RelocationOverview } from '../../../api/renewal';
import { Button, Page, Panel, Spinner, StatusMessage, buttonClass } from '../../../ui';
import { MovePanel, type MovePanelProps } from './MovePanel';
import { SeatsList } from './SeatsList';
import * as styles from './relocation.css';

export type RelocationLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: RelocationOverview };

export interface RelocationViewProps {
  load: RelocationLoad;
  onRetry: () => void;
  /** The move controls while the window is open. */
  move: Omit<MovePanelProps, 'people'>;
}

/** /abonado/reubicacion: the member's relocation window for the next season, and the move in it. */
export function RelocationView({ load, onRetry, move }: RelocationViewProps) {
  const { t } = useTranslation();
  return (
    <Page title={t('RELOCATION.TITLE')} intro={load.status === 'ready' ? t('RELOCATION.INTRO', { season: load.data.season }) : undefined} width="wide">
      <div className={styles.sections}>
        {load.status === 'loading' ? (
          <Spinner text={t('RELOCATION.LOADING')} />
        ) : load.status === 'failed' ? (
          <StatusMessage level={2} role="alert" title={t('RELOCATION.LOAD_FAILED')} text={t('RELOCATION.LOAD_FAILED_TEXT')} actions={<Button onClick={onRetry}>{t('GENERIC.RETRY')}</Button>} />
        ) : (
          <StateContent data={load.data} move={move} />
        )}
      </div>
    </Page>
  );
}

function StateContent({ data, move }: { data: RelocationOverview; move: RelocationViewProps['move'] }) {
  const { t, i18n } = useTranslation();
  const seats = (
    <Panel title={t('RELOCATION.YOUR_SEATS', { season: data.season })}>
      <SeatsList people={data.people} />
    </Panel>
  );
  const window = data.window;
  const when = window && { index: window.index, of: window.of, opens: clubMoment(window.startsAt, i18n.language), closes: clubMoment(window.endsAt, i18n.language) };
  switch (data.state) {
    case 'NOT_REQUESTED':
      return (
        <StatusMessage
          level={2}
          title={t('RELOCATION.NOT_REQUESTED')}
          text={t('RELOCATION.NOT_REQUESTED_TEXT')}
          actions={
            <Link className={buttonClass({ variant: 'secondary' })} to={APP_PATHS.memberRenewal}>
              {t('RELOCATION.TO_RENEWAL')}
            </Link>
          }
        />
      );
    case 'WAITING_ASSIGNMENT':
      return (
        <>
          <Panel title={t('RELOCATION.WAITING')}>
            <p className={styles.text}>{t('RELOCATION.WAITING_TEXT')}</p>
            <p className={styles.text}>{t('RELOCATION.PRIORITY_RULE')}</p>
          </Panel>
          {seats}
        </>
      );
    case 'BEFORE':
      return (
        <>
          <Panel title={when ? t('RELOCATION.WINDOW', when) : t('RELOCATION.WAITING')}>
            {when && <p className={styles.text}>{t('RELOCATION.WINDOW_WHEN', when)}</p>}
            {data.priority && <p className={styles.text}>{t('RELOCATION.WHY', { count: data.priority.years, percent: data.priority.attendancePercent })}</p>}
            <p className={styles.muted}>{t('RELOCATION.PRIORITY_RULE')}</p>
          </Panel>
          {seats}
        </>
      );
    case 'OPEN':
      return (
        <>
          <Panel title={t('RELOCATION.OPEN')}>{when && <p className={styles.text}>{t('RELOCATION.OPEN_UNTIL', when)}</p>}</Panel>
          <MovePanel {...move} people={data.people} />
        </>
      );
    case 'AFTER':
      return (
        <>
          <Panel title={t('RELOCATION.AFTER')}>
            <p className={styles.text}>{when ? t('RELOCATION.AFTER_TEXT', when) : t('RELOCATION.AFTER_TEXT_NO_WINDOW')}</p>
          </Panel>
          {seats}
        </>
      );
  }
}
