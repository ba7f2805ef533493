import { useTranslation } from 'react-i18next';
import type { RelocationOverview } from '../../../api/renewal';
import * as styles from './relocation.css';

/** The renewal's people and their 26/27 seat, one line each. */
export function SeatsList({ people }: { people: RelocationOverview['people'] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {people.map((person) => (
        <li key={person.partnerId} className={styles.text}>
          {t('RELOCATION.PERSON_SEAT', { name: person.name, sector: person.seat.sector, area: person.seat.area, row: person.seat.row, number: person.seat.number })}
        </li>
      ))}
    </ul>
  );
}
