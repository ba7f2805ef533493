import { useTranslation } from 'react-i18next';
import * as styles from './SeatMap.css';

const STATES = ['available', 'selected', 'current', 'taken', 'unavailable'] as const;

/** The seat states, drawn as the canvas draws them (a ring for "not at this price", a white core when chosen). */
export function SeatMapLegend() {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-label={t('SEAT_MAP.LEGEND')}>
      {STATES.map((state) => (
        <li key={state} className={styles.legendItem}>
          <svg className={styles.swatch} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            {state === 'unavailable' ? <circle className={styles.swatchShape[state]} cx="8" cy="8" r="5.5" strokeWidth="2" /> : <circle className={styles.swatchShape[state]} cx="8" cy="8" r="7" />}
            {state === 'selected' && <circle className={styles.swatchCore} cx="8" cy="8" r="2.5" />}
          </svg>
          {t(`SEAT_MAP.STATE.${state}`)}
        </li>
      ))}
    </ul>
  );
}
