import { useTranslation } from 'react-i18next';
import { APP_PATHS } from '../../../api/app-paths';
import type { HomeRenewal } from '../../../api/home';
import { lastDayBefore } from '../../../api/renewal-calendar';
import { formatDate, formatEuros } from '../../../lib/format';
import { KeyFigure, KeyFigureList, SummaryCard } from '../../../ui';
import { euros } from '../blocks';
import type { BlockProps } from './block-props';
import { renderRouterLink } from '../../../lib/router-link';
import * as styles from './Home.css';

/**
 * The next season's renewal while it concerns the partner: the price and the last day, or that it
 * is done. Nothing at all when there is none (not an empty card).
 */
export function RenewalBlock({ view, onRetry }: BlockProps<HomeRenewal | null>) {
  const { t, i18n } = useTranslation();
  if (view.state === 'absent' || (view.state === 'ready' && view.value === null)) return null;
  const renewal = view.state === 'ready' ? view.value : null;
  const title = renewal?.renewed
    ? t('MEMBER_HOME.RENEWAL.RENEWED_TITLE', { season: renewal.season })
    : renewal
      ? t('SEASON_RENEWAL.TITLE', { season: renewal.season })
      : t('SEASON_RENEWAL.TITLE_PLAIN');
  return (
    <SummaryCard
      title={title}
      tone="highlight"
      state={view.state === 'ready' ? 'ready' : view.state}
      onRetry={onRetry}
      action={{ label: renewal?.renewed ? t('MEMBER_HOME.RENEWAL.SEE') : t('MEMBER_HOME.RENEWAL.RENEW'), href: APP_PATHS.memberRenewal }}
      renderLink={renderRouterLink}
    >
      {renewal?.renewed && <p className={styles.text}>{t('MEMBER_HOME.RENEWAL.RENEWED_TEXT', { season: renewal.season })}</p>}
      {renewal && !renewal.renewed && (
        <KeyFigureList>
          {renewal.priceCents !== null && <KeyFigure label={t('MEMBER_HOME.RENEWAL.PRICE')} value={formatEuros(euros(renewal.priceCents), i18n.language)} />}
          <KeyFigure label={t('MEMBER_HOME.RENEWAL.UNTIL')} value={formatDate(lastDayBefore(renewal.renewBefore), i18n.language) ?? ''} hint={t('MEMBER_HOME.RENEWAL.UNTIL_HINT')} />
        </KeyFigureList>
      )}
    </SummaryCard>
  );
}
