import { useTranslation } from 'react-i18next';
import { vars } from '../theme/contract.css';
import * as styles from './SeatMap.css';

const ITEMS = [
  { state: 'available', fill: vars.color.seatAvailable },
  { state: 'selected', fill: vars.color.seatSelected, core: true },
  { state: 'current', fill: vars.color.seatCurrent },
  { state: 'taken', fill: vars.color.seatTaken },
  { state: 'unavailable', ring: vars.color.seatUnavailable },
] as const;

/** The seat states, drawn as the canvas draws them (a ring for "not at this price", a white core when chosen). */
export function SeatMapLegend() {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-label={t('SEAT_MAP.LEGEND')}>
      {ITEMS.map((item) => (
        <li key={item.state} className={styles.legendItem}>
          <svg className={styles.swatch} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            {'ring' in item ? (
              <circle cx="8" cy="8" r="5.5" fill="none" stroke={item.ring} strokeWidth="2" />
            ) : (
              <circle cx="8" cy="8" r="7" fill={item.fill} />
            )}
            {'core' in item && <circle cx="8" cy="8" r="2.5" fill={vars.color.onBrand} />}
          </svg>
          {t(`SEAT_MAP.STATE.${item.state}`)}
        </li>
      ))}
    </ul>
  );
}
