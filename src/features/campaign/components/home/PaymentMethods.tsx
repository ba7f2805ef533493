import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '../../data/campaign';
import * as styles from './CalendarSection.css';

/** The accepted ways to pay: `CALENDAR.PAYMENT_METHODS.<METHOD>`. */
export function PaymentMethods() {
  const { t } = useTranslation();
  return (
    <div className={styles.methods}>
      <h3 className={styles.planTitle}>{t('CALENDAR.PAYMENT_METHODS.TITLE')}</h3>
      <ul className={styles.methodList}>
        {PAYMENT_METHODS.map((method) => (
          <li key={method} className={styles.method}>
            {t(`CALENDAR.PAYMENT_METHODS.${method.toUpperCase()}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
