import { useTranslation } from 'react-i18next';
import type { SeatChange, SeatChangeSeat } from '../../../api/seat-change';
import { formatEuros } from '../../../lib/format';
import { DetailList } from '../../../ui';
import * as styles from './seat-change.css';

interface SeatChangeSummaryProps {
  change: SeatChange;
  headingLevel?: 2 | 3;
  /** Also each partner's fee and price rise (the checkout, before paying). */
  charges?: boolean;
}

/** What a change does: per partner the seat left and the new one, then the total (spec §3 seat change session). */
export function SeatChangeSummary({ change, headingLevel = 3, charges = false }: SeatChangeSummaryProps) {
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
                ...(charges
                  ? [
                      { term: t('SEAT_CHANGE.SUMMARY.FEE'), value: formatEuros(partner.fee, i18n.language) },
                      { term: t('SEAT_CHANGE.SUMMARY.PRICE_RISE'), value: formatEuros(partner.priceRise, i18n.language) },
                    ]
                  : []),
              ]}
            />
          </li>
        ))}
      </ul>
      <DetailList emptyText={t('SEAT_CHANGE.SUMMARY.NO_SEAT')} items={[{ term: t('SEAT_CHANGE.SUMMARY.TOTAL'), value: formatEuros(change.totalAmount, i18n.language) }]} />
    </div>
  );
}
