import { Link } from 'react-router-dom';
import { PASS_CARD_SLUGS, passRoute } from '../../data/campaign';
import { PASS_PAGES } from '../../data/passes';
import { usePassText } from './usePassText';
import * as styles from './priceTable.css';

/** Every pass type with its "desde" price and a link to its page: the club pass groups them. */
export function PassTypesTable() {
  const { t, text, price } = usePassText();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('PASSES.TYPES_TABLE.CAPTION')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('PASSES.TYPES_TABLE.TYPE')}</th>
          <th scope="col" className={styles.amountHeading}>
            {t('PASSES.TYPES_TABLE.PRICE')}
          </th>
        </tr>
      </thead>
      <tbody>
        {PASS_CARD_SLUGS.map((slug) => {
          const page = PASS_PAGES[slug];
          if (page.fromPrice === undefined) return null;
          return (
            <tr key={slug}>
              <th scope="row">
                <Link to={passRoute(slug)}>{t(`PASSES.${page.textKey}.NAME`)}</Link>
                {page.fromPriceNote ? <span className={styles.note}>{text(page.fromPriceNote)}</span> : null}
              </th>
              <td className={styles.amount}>{t('PASSES.FROM_EUROS', { price: price(page.fromPrice) })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
