import { useTranslation } from 'react-i18next';
import type { SeatAccess } from './model';
import * as styles from './SeatMap.css';
import { WHEELCHAIR_SYMBOL_PATH } from './seatLooks';

const STATES = ['available', 'selected', 'current', 'taken', 'unavailable'] as const;

interface SeatMapLegendProps {
  /** Access kinds the model has: each gets its entry, the others none. */
  accessKinds?: ReadonlySet<SeatAccess>;
  /** Seats are proposed (highlighted): the halo gets its entry. */
  proposed?: boolean;
}

const NONE: ReadonlySet<SeatAccess> = new Set();

/**
 * The seat states, drawn as the canvas draws them (a ring for "not at this price", a white core
 * when chosen); the wheelchair space, the companion seat and the proposal's halo when shown.
 */
export function SeatMapLegend({ accessKinds = NONE, proposed = false }: SeatMapLegendProps) {
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
      {accessKinds.has('wheelchair') && (
        <li className={styles.legendItem}>
          <svg className={styles.swatch} width="16" height="16" viewBox="-1 -1 2 2" aria-hidden="true">
            <rect className={styles.swatchShape.available} x="-1" y="-1" width="2" height="2" rx="0.35" />
            <path className={styles.swatchMark} d={WHEELCHAIR_SYMBOL_PATH} strokeWidth="0.18" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('SEAT_MAP.ACCESS.wheelchair')}
        </li>
      )}
      {accessKinds.has('companion') && (
        <li className={styles.legendItem}>
          <svg className={styles.swatch} width="16" height="16" viewBox="-1 -1 2 2" aria-hidden="true">
            <circle className={styles.swatchShape.available} r="1" />
            <path className={styles.swatchMark} d="M-0.45 0.55H0.45" strokeWidth="0.2" strokeLinecap="round" />
          </svg>
          {t('SEAT_MAP.ACCESS.companion')}
        </li>
      )}
      {proposed && (
        <li className={styles.legendItem}>
          <svg className={styles.swatch} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <circle className={styles.swatchShape.available} cx="8" cy="8" r="4" />
            <circle className={styles.swatchHalo} cx="8" cy="8" r="6.75" strokeWidth="1.5" strokeDasharray="3 2.3" />
          </svg>
          {t('SEAT_MAP.PROPOSED_LEGEND')}
        </li>
      )}
    </ul>
  );
}
