import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
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
  /** Named when the seats may come from several areas. */
  areaName?: string;
}

interface SeatAssignmentProps {
  partners: readonly SeatHolder[];
  chosen: readonly (ChosenSeat | undefined)[];
  /** Offers to remove the n-th person's seat (one chosen in another area is not on the map). */
  onRemove?: (index: number) => void;
}

/**
 * Who sits where: the n-th seat chosen is the n-th moving partner's, in the order the change
 * lists them (spec: one seat per moving member).
 */
export function SeatAssignment({ partners, chosen, onRemove }: SeatAssignmentProps) {
  const { t } = useTranslation();
  return (
    <ol className={styles.assignment} aria-label={t('SEAT_CHANGE.SEATS.ASSIGNMENT')}>
      {partners.map((partner, index) => {
        const seat = chosen[index];
        const name = `${partner.name} ${partner.lastname}`;
        return (
          <li key={partner.partnerId} className={styles.assignedSeat}>
            <span>
              <span className={styles.areaName}>{name}</span>
              {': '}
              {seat ? (
                t(seat.areaName ? 'SEAT_CHANGE.SEATS.CHOSEN_IN' : 'SEAT_CHANGE.SEATS.CHOSEN', { row: seat.row, number: seat.number, area: seat.areaName })
              ) : (
                <span className={styles.muted}>{t('SEAT_CHANGE.SEATS.NOT_CHOSEN')}</span>
              )}
            </span>
            {seat && onRemove && (
              <Button variant="secondary" size="small" aria-label={t('SEAT_CHANGE.BEST.REMOVE', { name })} onClick={() => onRemove(index)}>
                {t('SEAT_CHANGE.BEST.REMOVE_SHORT')}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
