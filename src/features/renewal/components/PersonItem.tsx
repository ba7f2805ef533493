import { useTranslation } from 'react-i18next';
import type { RenewalPerson } from '../../../api/renewal';
import { QuoteLines } from './QuoteLines';
import * as styles from './Renewal.css';

interface PersonItemProps {
  person: RenewalPerson;
  season: string;
  /** A checkbox to choose them (the open window); none to show the price only. */
  choice?: { checked: boolean; onChange: (checked: boolean) => void; disabled: boolean };
}

/** One person the member may renew: who, their seat, and their quote; renewed ones say so. */
export function PersonItem({ person, season, choice }: PersonItemProps) {
  const { t } = useTranslation();
  const name = `${person.name} ${person.lastname}`;
  const id = `renewal-person-${person.partnerId}`;
  return (
    <li className={styles.item}>
      {choice && !person.renewed ? (
        <label className={styles.choice} htmlFor={id}>
          <input id={id} className={styles.control} type="checkbox" checked={choice.checked} disabled={choice.disabled} onChange={(event) => choice.onChange(event.target.checked)} />
          {t('SEASON_RENEWAL.PERSON.RENEW', { name })}
        </label>
      ) : (
        <p className={styles.strong}>{name}</p>
      )}
      {person.renewed && <p className={styles.text}>{t('SEASON_RENEWAL.PERSON.RENEWED')}</p>}
      <p className={styles.text}>
        {t('SEASON_RENEWAL.PERSON.SEAT', { number: person.partnerNumber, sector: person.seat.sector, area: person.seat.area, row: person.seat.row, seat: person.seat.number })}
      </p>
      {!person.renewed && <QuoteLines person={person} lines={person.lines} priceCents={person.priceCents} season={season} />}
    </li>
  );
}
