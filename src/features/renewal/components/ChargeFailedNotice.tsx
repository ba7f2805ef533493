import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../ui';
import { centsText, dayText } from '../format';

interface ChargeFailedNoticeProps {
  /** The refused charges: whose, on which day, how much. */
  charges: readonly { name: string; on: string; amountCents: number }[];
  season: string;
}

/** A debit the bank refused is not tried again: the member is told how to pay it at the club office. */
export function ChargeFailedNotice({ charges, season }: ChargeFailedNoticeProps) {
  const { t, i18n } = useTranslation();
  const mail = t('CONTACT.EMAIL');
  const phone = t('CONTACT.PHONE');
  return (
    <InlineAlert tone="error" live={false} title={t('SEASON_RENEWAL.FAILED_CHARGE.TITLE', { season, count: charges.length })}>
      <ul>
        {charges.map((charge) => (
          <li key={`${charge.name}-${charge.on}`}>
            {t('SEASON_RENEWAL.FAILED_CHARGE.LINE', { name: charge.name, date: dayText(charge.on, i18n.language), amount: centsText(charge.amountCents, i18n.language) })}
          </li>
        ))}
      </ul>
      <p>{t('SEASON_RENEWAL.FAILED_CHARGE.TEXT')}</p>
      <p>
        {t('SEASON_RENEWAL.FAILED_CHARGE.CONTACT')} <a href={`mailto:${mail}`}>{mail}</a>, <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
      </p>
    </InlineAlert>
  );
}
