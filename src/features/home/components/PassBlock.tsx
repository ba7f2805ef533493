import { useTranslation } from 'react-i18next';
import { APP_PATHS } from '../../../api/app-paths';
import type { HomePass } from '../../../api/home';
import { KeyFigure, KeyFigureList, Notice, SummaryCard } from '../../../ui';
import { cardState } from '../blocks';
import type { BlockProps } from './block-props';
import { renderRouterLink } from '../../../lib/router-link';
import * as styles from './Home.css';

/** The season's pass: number, seat and attendance (100 % still possible earns the renewal's discount). */
export function PassBlock({ view, onRetry }: BlockProps<HomePass>) {
  const { t } = useTranslation();
  return (
    <SummaryCard
      title={t('MEMBER_HOME.PASS.TITLE')}
      state={cardState(view)}
      onRetry={onRetry}
      action={{ label: t('MEMBER_HOME.PASS.LINK'), href: APP_PATHS.memberSeason }}
      renderLink={renderRouterLink}
    >
      {view.state === 'ready' && <PassFigures pass={view.value} />}
    </SummaryCard>
  );
}

function PassFigures({ pass }: { pass: HomePass }) {
  const { t } = useTranslation();
  const { seat, attendance } = pass;
  return (
    <div className={styles.stack}>
      {pass.blocked && (
        <Notice tone="error" title={t('MEMBER_HOME.PASS.BLOCKED')} headingLevel={3}>
          <p className={styles.text}>{t('MEMBER_HOME.PASS.BLOCKED_TEXT')}</p>
        </Notice>
      )}
      {pass.status === 'PENDING' && (
        <Notice tone="warning" title={t('MEMBER_HOME.PASS.PENDING')} headingLevel={3}>
          <p className={styles.text}>{t('MEMBER_HOME.PASS.PENDING_TEXT')}</p>
        </Notice>
      )}
      <KeyFigureList>
        <KeyFigure label={t('MEMBER_HOME.PASS.SEASON')} value={pass.season} />
        <KeyFigure label={t('MEMBER_HOME.PASS.NUMBER')} value={String(pass.partnerNumber)} />
        <KeyFigure
          label={t('MEMBER_HOME.PASS.SEAT')}
          value={seat ? t('MEMBER_HOME.PASS.SEAT_VALUE', { row: seat.row, number: seat.number }) : t('MEMBER_HOME.PASS.NO_SEAT')}
          hint={seat ? `${seat.area} · ${seat.sector}` : undefined}
        />
        {attendance && (
          <KeyFigure
            label={t('MEMBER_HOME.PASS.ATTENDANCE')}
            value={t('MEMBER_HOME.PASS.ATTENDANCE_VALUE', { attended: attendance.attended, played: attendance.played })}
            hint={attendance.reachable ? t('MEMBER_HOME.PASS.FULL_POSSIBLE', { percent: attendance.discountPercent }) : undefined}
            tone={attendance.reachable ? 'positive' : 'default'}
          />
        )}
      </KeyFigureList>
    </div>
  );
}
