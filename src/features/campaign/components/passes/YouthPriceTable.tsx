import { prices } from '../../data/campaign';
import { usePassText } from './usePassText';
import * as styles from './priceTable.css';

/** The youth price by age band (spec §9): a real table, so each price is read with its ages. */
export function YouthPriceTable() {
  const { t, price } = usePassText();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('PASSES.YOUTH_TABLE.CAPTION')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('PASSES.YOUTH_TABLE.AGE')}</th>
          <th scope="col" className={styles.amountHeading}>
            {t('PASSES.YOUTH_TABLE.PRICE')}
          </th>
        </tr>
      </thead>
      <tbody>
        {prices.youthBands.map((band) => (
          <tr key={band.minAge}>
            <th scope="row">{t('PASSES.YOUTH_TABLE.BAND', { minAge: band.minAge, maxAge: band.maxAge })}</th>
            <td className={styles.amount}>{t('PASSES.EUROS', { price: price(band.price) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
