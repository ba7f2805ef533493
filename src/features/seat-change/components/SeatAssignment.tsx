import { useTranslation } from 'react-i18next';
import * as styles from './seat-change.css';

/** Someone who gets a seat: a moving partner, or a person of a sign-up order. */
export interface SeatHolder {
  partnerId: number;
  name: string;
  lastname: string;
}

export interface ChosenSeat {
  row: number;
  number: number;
}

/**
 * Who sits where: the n-th seat chosen on the map is the n-th moving partner's, in the order the
 * change lists them (spec: one seat per moving member).
 */
export function SeatAssignment({ partners, chosen }: { partners: readonly SeatHolder[]; chosen: readonly (ChosenSeat | undefined)[] }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.assignment} aria-label={t('SEAT_CHANGE.SEATS.ASSIGNMENT')}>
      {partners.map((partner, index) => {
        const seat = chosen[index];
        return (
          <li key={partner.partnerId}>
            <span className={styles.areaName}>{`${partner.name} ${partner.lastname}`}</span>
            {': '}
            {seat ? t('SEAT_CHANGE.SEATS.CHOSEN', { row: seat.row, number: seat.number }) : <span className={styles.muted}>{t('SEAT_CHANGE.SEATS.NOT_CHOSEN')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
