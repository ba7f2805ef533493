import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membershipTerms, type MembershipTerm, type Product } from '../../../api/membership';
import { Button, ChoiceGroup, InlineAlert, Panel, Spinner } from '../../../ui';
import type { CompanionForm as CompanionValues } from '../forms';
import type { OrderPerson, OrderPrice } from '../people';
import { CompanionForm } from './CompanionForm';
import { LoadFailed } from './LoadFailed';
import { PeoplePrices } from './PeoplePrices';
import { ProductChoice } from './ProductChoice';
import * as styles from './signup.css';

export type ProductsState = { status: 'loading' } | { status: 'failed'; onRetry: () => void } | { status: 'loaded'; products: readonly Product[] };

export interface PassSelectionViewProps {
  /** The holder first, then everyone added. */
  people: readonly OrderPerson[];
  term: MembershipTerm;
  /** Renewal products are sold for one term: no choice to make. */
  termChoice?: boolean;
  onTermChange: (term: MembershipTerm) => void;
  /** The holder's rol's passes for the term. */
  holderProducts: ProductsState;
  productId: number | undefined;
  onProductChange: (productId: number) => void;
  price: OrderPrice | null;
  onAddPerson: (person: CompanionValues) => void;
  onRemovePerson: (index: number) => void;
  onContinue: () => void;
  submitting: boolean;
  /** Already translated. */
  error?: string;
}

/**
 * Step 2, pass selection (spec §2, §9): the holder's pass by their rol (and why), its term, the
 * passes on sale with price and units left (sold out shown, not selectable), and the family:
 * more people in the same order, each with their pass and price, and the total.
 */
export function PassSelectionView(props: PassSelectionViewProps) {
  const { people, term, termChoice = true, onTermChange, holderProducts, productId, onProductChange, price, onAddPerson, onRemovePerson, onContinue, submitting, error } = props;
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const hintId = useId();
  const chosen = holderProducts.status === 'loaded' ? holderProducts.products.find((product) => product.id === productId) : undefined;
  const ready = chosen !== undefined && !chosen.soldOut && price !== null && price.missing.length === 0;
  return (
    <>
      <Panel title={t('SIGNUP.PASS.PASS_TITLE')}>
        {termChoice && (
          <ChoiceGroup
            legend={t('SIGNUP.PASS.TERM')}
            choices={membershipTerms.map((value) => ({ value, label: t(`SIGNUP.PASS.TERMS.${value}`) }))}
            value={term}
            onChange={onTermChange}
          />
        )}
        <ProductsBlock state={holderProducts} productId={productId} onProductChange={onProductChange} />
      </Panel>
      <Panel title={t('SIGNUP.FAMILY.TITLE')}>
        <p className={styles.muted}>{t('SIGNUP.FAMILY.INTRO')}</p>
        <PeoplePrices people={people} price={price} onRemove={onRemovePerson} />
        {adding ? (
          <CompanionForm
            onAdd={(person) => {
              onAddPerson(person);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('SIGNUP.FAMILY.ADD')}
            </Button>
          </div>
        )}
      </Panel>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {price && price.missing.length > 0 && (
        <InlineAlert tone="warning">{t('SIGNUP.FAMILY.MISSING', { names: price.missing.map((person) => person.name).join(', ') })}</InlineAlert>
      )}
      <div className={styles.actions}>
        <Button onClick={onContinue} disabled={!ready || submitting} aria-describedby={ready ? undefined : hintId}>
          {submitting ? t('FORM.SENDING') : t('SIGNUP.PASS.CONTINUE')}
        </Button>
        {!ready && (
          <span id={hintId} className={styles.muted}>
            {t('SIGNUP.PASS.CHOOSE_FIRST')}
          </span>
        )}
      </div>
    </>
  );
}

function ProductsBlock({ state, productId, onProductChange }: { state: ProductsState; productId: number | undefined; onProductChange: (id: number) => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Spinner text={t('SIGNUP.PASS.LOADING')} />;
  if (state.status === 'failed') {
    return <LoadFailed message="SIGNUP.PASS.LOAD_ERROR" onRetry={state.onRetry} />;
  }
  if (state.products.length === 0) return <InlineAlert tone="info">{t('SIGNUP.PASS.NONE')}</InlineAlert>;
  const allSoldOut = state.products.every((product) => product.soldOut);
  return (
    <>
      <ProductChoice legend={t('SIGNUP.PASS.PRODUCT')} products={state.products} value={productId} onChange={onProductChange} />
      {allSoldOut && <InlineAlert tone="warning">{t('SIGNUP.PASS.ALL_SOLD_OUT')}</InlineAlert>}
    </>
  );
}
