import { useTranslation } from 'react-i18next';
import type { SecondPayment } from '../../../api/users';
import { formatDate, formatEuros } from '../../../lib/format';
import { OfficeContact } from '../../../lib/office-contact';
import { InlineAlert } from '../../../ui';

/** The second half of a split sign-up payment: due (date, amount, IBAN end), charged, or declined. */
export function SecondPaymentValue({ payment }: { payment: SecondPayment }) {
  const { t, i18n } = useTranslation();
  const values = {
    amount: formatEuros(payment.amount, i18n.language),
    ibanEnd: payment.ibanEnd,
    date: formatDate(payment.status === 'PENDING' ? payment.dueOn : payment.decidedOn, i18n.language),
  };
  return t(`ACCOUNT.MEMBERSHIP.SECOND_PAYMENT_${payment.status}`, values);
}

/** A declined debit is not tried again: the member is told how to pay it at the club office. */
export function SecondPaymentFailed({ payment }: { payment: SecondPayment }) {
  const { t, i18n } = useTranslation();
  return (
    <InlineAlert tone="error" live={false} title={t('ACCOUNT.MEMBERSHIP.SECOND_PAYMENT_FAILED_TITLE')}>
      <p>{t('ACCOUNT.MEMBERSHIP.SECOND_PAYMENT_FAILED_TEXT', { amount: formatEuros(payment.amount, i18n.language) })}</p>
      <OfficeContact lead={t('ACCOUNT.MEMBERSHIP.SECOND_PAYMENT_FAILED_CONTACT')} />
    </InlineAlert>
  );
}
