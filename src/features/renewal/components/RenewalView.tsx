import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import type { RenewalOverview } from '../../../api/renewal';
import { Button, Page, Panel, Spinner, StatusMessage, buttonClass } from '../../../ui';
import { toRenew } from '../rules';
import { PersonItem } from './PersonItem';
import { RenewalForm, type RenewalFormProps } from './RenewalForm';
import { RenewalRecordPanel } from './RenewalRecordPanel';
import * as styles from './Renewal.css';
import { WindowNotice } from './WindowNotice';

export type RenewalLoad = { status: 'loading' } | { status: 'failed' } | { status: 'nothing' } | { status: 'ready'; data: RenewalOverview };

export interface RenewalViewProps extends Omit<RenewalFormProps, 'data'> {
  load: RenewalLoad;
  onRetry: () => void;
  /** The renewal just made (its record takes the focus). */
  madeId: number | null;
}

/** /abonado/renovacion: keep the seat for next season in one click, pay as the campaign says, ask to move. */
export function RenewalView({ load, onRetry, madeId, ...form }: RenewalViewProps) {
  const { t } = useTranslation();
  const season = load.status === 'ready' ? load.data.calendar.season : null;
  return (
    <Page title={season ? t('SEASON_RENEWAL.TITLE', { season }) : t('SEASON_RENEWAL.TITLE_PLAIN')} width="wide">
      <div className={styles.sections}>
        {load.status === 'loading' ? (
          <Spinner text={t('SEASON_RENEWAL.LOADING')} />
        ) : load.status === 'failed' ? (
          <StatusMessage level={2} role="alert" title={t('SEASON_RENEWAL.LOAD_FAILED')} text={t('SEASON_RENEWAL.LOAD_FAILED_TEXT')} actions={<Button onClick={onRetry}>{t('GENERIC.RETRY')}</Button>} />
        ) : load.status === 'nothing' ? (
          <StatusMessage
            level={2}
            title={t('SEASON_RENEWAL.NOTHING')}
            text={t('SEASON_RENEWAL.NOTHING_TEXT')}
            actions={
              <Link className={buttonClass({ variant: 'secondary' })} to={APP_PATHS.memberHome}>
                {t('SEASON_RENEWAL.BACK_HOME')}
              </Link>
            }
          />
        ) : (
          <Ready data={load.data} madeId={madeId} form={form} />
        )}
      </div>
    </Page>
  );
}

function Ready({ data, madeId, form }: { data: RenewalOverview; madeId: number | null; form: Omit<RenewalFormProps, 'data'> }) {
  const { t } = useTranslation();
  const left = toRenew(data);
  return (
    <>
      <WindowNotice data={data} />
      {data.renewals.map((renewal) => (
        <RenewalRecordPanel key={renewal.id} renewal={renewal} focus={renewal.id === madeId} />
      ))}
      {data.state === 'OPEN' && left.length > 0 && <RenewalForm data={data} {...form} />}
      {data.state === 'NOT_YET' && left.length > 0 && (
        <Panel title={t('SEASON_RENEWAL.PEOPLE.TITLE', { count: left.length })}>
          <ul className={styles.list}>
            {left.map((person) => (
              <PersonItem key={person.partnerId} person={person} season={data.calendar.season} />
            ))}
          </ul>
        </Panel>
      )}
      {data.state === 'OPEN' && left.length === 0 && <p className={styles.text}>{t('SEASON_RENEWAL.ALL_RENEWED', { season: data.calendar.season })}</p>}
    </>
  );
}
