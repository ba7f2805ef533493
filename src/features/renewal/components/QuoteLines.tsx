import { useTranslation } from 'react-i18next';
import { FULL_ATTENDANCE_DISCOUNT } from '../../../api/attendance-discount';
import type { QuoteLine, RenewalPerson } from '../../../api/renewal';
import { centsText, dayText, seasonStartDay } from '../format';
import * as styles from './Renewal.css';

interface QuoteLinesProps {
  person: Pick<RenewalPerson, 'age' | 'rol' | 'attended' | 'games' | 'creditCents'>;
  lines: readonly QuoteLine[];
  priceCents: number;
  season: string;
}

/** A person's price line by line, to the cent: the pass for their age, then each discount, then what they pay. */
export function QuoteLines({ person, lines, priceCents, season }: QuoteLinesProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => centsText(cents, i18n.language);
  const label = (line: QuoteLine) => {
    switch (line.kind) {
      case 'PASS':
        return t('SEASON_RENEWAL.LINES.PASS', { rol: t(`SEASON_RENEWAL.ROLS.${person.rol}`, { defaultValue: person.rol }), age: person.age, date: dayText(seasonStartDay(season), i18n.language) });
      case 'FAMILY':
        return t('SEASON_RENEWAL.LINES.FAMILY');
      case 'ATTENDANCE':
        return t('SEASON_RENEWAL.LINES.ATTENDANCE', { attended: person.attended, games: person.games, percent: FULL_ATTENDANCE_DISCOUNT.renewalPercent });
      case 'CREDITS':
        return t('SEASON_RENEWAL.LINES.CREDITS');
    }
  };
  const creditsUsed = -(lines.find((line) => line.kind === 'CREDITS')?.cents ?? 0);
  const creditsLeft = person.creditCents - creditsUsed;
  return (
    <>
      <dl className={styles.lines}>
        {lines.map((line) => (
          <div key={line.kind} className={styles.lineRow}>
            <dt className={styles.lineTerm}>{label(line)}</dt>
            <dd className={styles.lineAmount}>{line.cents < 0 ? `− ${money(-line.cents)}` : money(line.cents)}</dd>
          </div>
        ))}
        <dt className={`${styles.lineTerm} ${styles.lineTotal}`}>{t('SEASON_RENEWAL.LINES.PRICE')}</dt>
        <dd className={`${styles.lineAmount} ${styles.lineTotal}`}>{money(priceCents)}</dd>
      </dl>
      {creditsUsed > 0 && creditsLeft > 0 && <p className={styles.muted}>{t('SEASON_RENEWAL.LINES.CREDITS_LEFT', { amount: money(creditsLeft) })}</p>}
    </>
  );
}
