import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import type { RenewalRecord } from '../../../api/renewal';
import { Panel } from '../../../ui';
import { centsText, dayText } from '../format';
import { ChargeFailedNotice } from './ChargeFailedNotice';
import * as styles from './Renewal.css';

interface RenewalRecordPanelProps {
  renewal: RenewalRecord;
  /** The renewal just made: focus moves to it. */
  focus: boolean;
}

/** A renewal made: who, how it is paid, every charge with its day, amount and state, and where to go next. */
export function RenewalRecordPanel({ renewal, focus }: RenewalRecordPanelProps) {
  const { t, i18n } = useTranslation();
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) statusRef.current?.focus();
  }, [focus]);
  const money = (cents: number) => centsText(cents, i18n.language);
  const nameOf = (partnerId: number) => renewal.people.find((person) => person.partnerId === partnerId)?.name ?? '';
  const failed = renewal.charges.filter((charge) => charge.status === 'FAILED').map((charge) => ({ ...charge, name: nameOf(charge.partnerId) }));
  return (
    <Panel title={t('SEASON_RENEWAL.RECORD.TITLE', { season: renewal.season })}>
      <p ref={statusRef} tabIndex={-1} className={`${styles.strong} ${styles.focusTarget}`}>
        {t(`SEASON_RENEWAL.RECORD.STATUS.${renewal.status}`)}
      </p>
      {failed.length > 0 && <ChargeFailedNotice charges={failed} season={renewal.season} />}
      <ul className={styles.list}>
        {renewal.people.map((person) => (
          <li key={person.partnerId} className={styles.text}>
            {t('SEASON_RENEWAL.RECORD.PERSON', {
              name: person.name,
              sector: person.seat.sector,
              area: person.seat.area,
              row: person.seat.row,
              seat: person.seat.number,
              amount: money(person.priceCents),
            })}
          </li>
        ))}
      </ul>
      <p className={styles.text}>
        {renewal.ibanEnd
          ? t(`SEASON_RENEWAL.RECORD.PAID_BY_${renewal.option}`, { total: money(renewal.totalCents), end: renewal.ibanEnd })
          : t(`SEASON_RENEWAL.RECORD.PAID_BY_${renewal.option}`, { total: money(renewal.totalCents) })}
      </p>
      <h3 className={styles.strong}>{t('SEASON_RENEWAL.RECORD.CHARGES')}</h3>
      <ul className={styles.lines}>
        {renewal.charges.map((charge) => (
          <li key={`${charge.partnerId}-${charge.on}-${charge.kind}`} className={styles.lineRow}>
            <span className={styles.lineTerm}>
              {t('SEASON_RENEWAL.RECORD.CHARGE', { date: dayText(charge.on, i18n.language), name: nameOf(charge.partnerId), state: t(`SEASON_RENEWAL.RECORD.CHARGE_STATUS.${charge.status}`) })}
            </span>
            <span className={styles.lineAmount}>{money(charge.amountCents)}</span>
          </li>
        ))}
      </ul>
      <ul className={styles.links}>
        <li>
          <Link to={APP_PATHS.memberSeason}>{t('SEASON_RENEWAL.RECORD.SEASON_LINK')}</Link>
        </li>
        {renewal.wantsToMove && renewal.status === 'RENEWED' && (
          <li>
            <Link to={APP_PATHS.memberRelocation}>{t('SEASON_RENEWAL.RECORD.RELOCATION_LINK')}</Link>
          </li>
        )}
      </ul>
    </Panel>
  );
}
