import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BestSeatsControls } from '../../../lib/seat-picks';
import { selectControl } from '../../../ui';
import type { SeatHolder } from './SeatAssignment';
import * as styles from './seat-change.css';

type WheelchairFilterProps = Pick<BestSeatsControls, 'onlyWheelchair' | 'wheelchairFor' | 'onOnlyWheelchairChange' | 'onWheelchairForChange'> & {
  people: readonly SeatHolder[];
};

/** "Wheelchair spaces only", and with several people who uses the wheelchair (the best seats put them in the space). */
export function WheelchairFilter({ people, onlyWheelchair, wheelchairFor, onOnlyWheelchairChange, onWheelchairForChange }: WheelchairFilterProps) {
  const { t } = useTranslation();
  const whoId = useId();
  return (
    <div className={styles.filters}>
      <label className={styles.memberChoice}>
        <input type="checkbox" className={styles.checkbox} checked={onlyWheelchair} onChange={(event) => onOnlyWheelchairChange(event.target.checked)} />
        {t('SEAT_CHANGE.BEST.ONLY_WHEELCHAIR')}
      </label>
      {onlyWheelchair && people.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={whoId}>{t('SEAT_CHANGE.BEST.WHO_WHEELCHAIR')}</label>
          <select
            id={whoId}
            className={selectControl}
            value={wheelchairFor ?? people[0]!.partnerId}
            onChange={(event) => onWheelchairForChange(Number(event.target.value))}
          >
            {people.map((person) => (
              <option key={person.partnerId} value={person.partnerId}>{`${person.name} ${person.lastname}`}</option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
