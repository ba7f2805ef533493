import { useTranslation } from 'react-i18next';
import type { SeatChange, SeatChangeSeat } from '../../../api/seat-change';
import { formatEuros } from '../../../lib/format';
import { DetailList } from '../../../ui';
import * as styles from './seat-change.css';

/** What a change does: per partner the seat left and the new one, then the total (spec §3 seat change session). */
export function SeatChangeSummary({ change, headingLevel = 3 }: { change: SeatChange; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const seat = (value: SeatChangeSeat | null) => value && t('SEAT_CHANGE.SUMMARY.SEAT', { area: value.areaName, row: value.row, number: value.number });
  return (
    <div className={styles.summary}>
      <ul className={styles.partners}>
        {change.partners.map((partner) => (
          <li key={partner.partnerId} className={styles.partner}>
            <Heading className={styles.partnerName}>
              {t('SEAT_CHANGE.SUMMARY.PARTNER', { name: `${partner.name} ${partner.lastname}`, number: partner.partnerNumber })}
            </Heading>
            <DetailList
              emptyText={t('SEAT_CHANGE.SUMMARY.NO_SEAT')}
              items={[
                { term: t('SEAT_CHANGE.SUMMARY.FROM'), value: seat(partner.currentSeat) },
                { term: t('SEAT_CHANGE.SUMMARY.TO'), value: seat(partner.nextSeat) },
              ]}
            />
          </li>
        ))}
      </ul>
      <DetailList emptyText={t('SEAT_CHANGE.SUMMARY.NO_SEAT')} items={[{ term: t('SEAT_CHANGE.SUMMARY.TOTAL'), value: formatEuros(change.totalAmount, i18n.language) }]} />
    </div>
  );
}
