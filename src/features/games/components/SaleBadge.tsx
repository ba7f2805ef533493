import { useTranslation } from 'react-i18next';
import type { SaleStatus } from '../../../api/game-time';
import { clubMoment } from '../../../api/game-time';
import * as styles from './games.css';

/** How a game's tickets stand, in words: on sale until…, from…, over, played, or none. */
export function SaleBadge({ status }: { status: SaleStatus }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  switch (status.kind) {
    case 'open':
      return <p className={styles.badge.open}>{t('GAMES.SALE.OPEN', { until: clubMoment(status.closesAt, language) })}</p>;
    case 'upcoming':
      return <p className={styles.badge.upcoming}>{t('GAMES.SALE.UPCOMING', { from: clubMoment(status.opensAt, language) })}</p>;
    case 'over':
      return <p className={styles.badge.closed}>{t('GAMES.SALE.OVER')}</p>;
    case 'played':
      return <p className={styles.badge.closed}>{t('GAMES.SALE.PLAYED')}</p>;
    case 'none':
      return <p className={styles.badge.closed}>{t('GAMES.SALE.NONE')}</p>;
  }
}
