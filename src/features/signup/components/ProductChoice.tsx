import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../api/membership';
import { formatEuros } from '../../../lib/format';
import * as styles from './signup.css';

export interface ProductChoiceProps {
  legend: string;
  products: readonly Product[];
  value: number | undefined;
  onChange: (productId: number) => void;
}

/** The passes on sale as radios: price and units left; a sold-out one is shown and cannot be chosen. */
export function ProductChoice({ legend, products, value, onChange }: ProductChoiceProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.list}>
        {products.map((product) => {
          const id = `${name}-${product.id}`;
          const stock = product.soldOut
            ? t('SIGNUP.PASS.SOLD_OUT')
            : product.unitsLeft === null
              ? t('SIGNUP.PASS.AVAILABLE')
              : t('SIGNUP.PASS.UNITS_LEFT', { count: product.unitsLeft });
          return (
            <li key={product.id}>
              <label htmlFor={id} className={styles.product}>
                <input
                  id={id}
                  className={styles.radio}
                  type="radio"
                  name={name}
                  value={product.id}
                  checked={value === product.id}
                  disabled={product.soldOut}
                  aria-describedby={`${id}-stock`}
                  onChange={() => onChange(product.id)}
                />
                <span className={styles.strong}>{product.name}</span>
                <span className={styles.strong}>{formatEuros(product.price, i18n.language)}</span>
                <span id={`${id}-stock`} className={styles.stock}>
                  {stock}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
