import { useTranslation } from 'react-i18next';
import type { SignupOrder } from '../../../api/signup';
import { formatEuros } from '../../../lib/format';
import * as styles from './signup.css';

/** Each person's pass, seat and price (with the family discount that applies), then the total. */
export function OrderSummary({ order }: { order: SignupOrder }) {
  const { t, i18n } = useTranslation();
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  return (
    <div className={styles.totals}>
      <ul className={styles.list}>
        {order.people.map((person) => (
          <li key={person.personId} className={styles.person}>
            <p className={styles.text}>
              <span className={styles.strong}>{`${person.name} ${person.lastname}`}</span>
              {person.partnerNumber !== null && ` · ${t('SIGNUP.SUMMARY.NUMBER', { number: person.partnerNumber })}`}
            </p>
            <p className={styles.text}>{person.productName}</p>
            <p className={styles.muted}>
              {person.seat
                ? t('SIGNUP.SUMMARY.SEAT', { area: person.seat.areaName, row: person.seat.row, number: person.seat.number })
                : t('SIGNUP.SUMMARY.NO_SEAT')}
            </p>
            <p className={styles.text}>
              {person.discount > 0
                ? t('SIGNUP.FAMILY.PRICE_WITH_DISCOUNT', { price: euros(person.price), base: euros(person.basePrice), rule: t(`SIGNUP.FAMILY.RULES.${person.priceRule}`) })
                : t('SIGNUP.FAMILY.PRICE', { price: euros(person.price) })}
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.text}>
        <span className={styles.strong}>{t('SIGNUP.FAMILY.TOTAL', { total: euros(order.total), count: order.people.length })}</span>
      </p>
    </div>
  );
}
