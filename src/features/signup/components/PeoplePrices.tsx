import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';
import { Button } from '../../../ui';
import type { OrderPerson, OrderPrice } from '../people';
import { RolReason } from './RolReason';
import * as styles from './signup.css';

export interface PeoplePricesProps {
  people: readonly OrderPerson[];
  price: OrderPrice | null;
  /** Removes the n-th person (never the holder, who is 0). */
  onRemove?: (index: number) => void;
}

const euros = (cents: number, language: string) => formatEuros(cents / 100, language);

/**
 * Everyone in the order: their pass and why, and what each pays with the §9 family discounts
 * (2nd adult 20 %, 3rd and later 30 %, under 16 half the adult price, under 7 25 €), then the total.
 */
export function PeoplePrices({ people, price, onRemove }: PeoplePricesProps) {
  const { t, i18n } = useTranslation();
  const lineOf = (person: OrderPerson) => price?.lines.find((line) => line.person === person);
  return (
    <div className={styles.totals}>
      <ol className={styles.list}>
        {people.map((person, index) => {
          const line = lineOf(person);
          return (
            <li key={`${index}-${person.name}-${person.birthdate}`} className={styles.person}>
              <p className={styles.text}>
                <span className={styles.strong}>{`${person.name} ${person.lastname}`}</span>
                {index === 0 && ` (${t('SIGNUP.FAMILY.HOLDER')})`}
              </p>
              <p className={styles.muted}>
                <RolReason rol={person.rol} />
              </p>
              {line ? (
                <p className={styles.text}>
                  {line.discountCents > 0
                    ? t('SIGNUP.FAMILY.PRICE_WITH_DISCOUNT', {
                        price: euros(line.priceCents, i18n.language),
                        base: euros(line.basePriceCents, i18n.language),
                        rule: t(`SIGNUP.FAMILY.RULES.${line.rule}`),
                      })
                    : t('SIGNUP.FAMILY.PRICE', { price: euros(line.priceCents, i18n.language) })}
                </p>
              ) : (
                price && <p className={styles.text}>{t('SIGNUP.FAMILY.NO_PRODUCT')}</p>
              )}
              {index > 0 && onRemove && (
                <div>
                  <Button variant="link" onClick={() => onRemove(index)} aria-label={t('SIGNUP.FAMILY.REMOVE_NAMED', { name: `${person.name} ${person.lastname}` })}>
                    {t('SIGNUP.FAMILY.REMOVE')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {price && price.lines.length > 0 && (
        <p className={styles.text} role="status">
          <span className={styles.strong}>{t('SIGNUP.FAMILY.TOTAL', { total: euros(price.totalCents, i18n.language), count: price.lines.length })}</span>
        </p>
      )}
    </div>
  );
}
