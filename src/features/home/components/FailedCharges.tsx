import { useTranslation } from 'react-i18next';
import type { HomeCharge } from '../../../api/home';
import { formatDate, formatEuros } from '../../../lib/format';
import { OfficeContact } from '../../../lib/office-contact';
import { Notice } from '../../../ui';
import { euros } from '../blocks';
import * as styles from './Home.css';

/** Each declined debit, high on the home: it is not tried again, so the member pays it at the office. */
export function FailedCharges({ charges }: { charges: readonly HomeCharge[] }) {
  const { t, i18n } = useTranslation();
  return charges.map((charge) => (
    <div key={`${charge.kind}-${charge.on}`} className={styles.wide}>
      <Notice tone="error" title={t(`MEMBER_HOME.MONEY.FAILED.${charge.kind}`)} headingLevel={2}>
        <p className={styles.text}>
          {t('MEMBER_HOME.MONEY.FAILED.TEXT', { amount: formatEuros(euros(charge.amountCents), i18n.language), date: formatDate(charge.on, i18n.language) })}
        </p>
        <OfficeContact lead={t('ACCOUNT.MEMBERSHIP.SECOND_PAYMENT_FAILED_CONTACT')} />
      </Notice>
    </div>
  ));
}
