import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MembershipTerm } from '../../../api/membership';
import { SIGNUP_ROLS } from '../../../api/signup-pricing';
import { environment } from '../../../lib/config';
import { useCurrentUser } from '../../../lib/session';
import { createOrder, useProductsByRol } from '../api';
import { PassSelectionView, type ProductsState } from '../components/PassSelectionView';
import { SignupFrame } from '../components/SignupFrame';
import { useSignupDraft, type DraftPerson } from '../draft';
import { orderOutcome } from '../errors';
import type { CompanionForm } from '../forms';
import { HOME_PATH, SIGNUP_PATHS } from '../paths';
import { priceOrder, withRol } from '../people';

/**
 * `/hazte-abonado/seleccion-abono-base`, step 2: the pass for the holder's rol and the term, the
 * people who come with them, and the order that holds it all (its hold time starts here).
 */
export function PassSelectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, update } = useSignupDraft();
  const { data: user } = useCurrentUser();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const term: MembershipTerm = draft.idPeriodicity ?? 'FULL_SEASON';
  const renewal = draft.renewal === true;

  // A special renewal (or a member back in another browser) has no step 1 data: the account's.
  const people = useMemo(() => {
    const holder: DraftPerson | null = draft.personal ?? (user?.birthdate ? { name: user.name, lastname: user.lastname, birthdate: user.birthdate } : null);
    return holder ? [holder, ...(draft.companions ?? [])].map((person) => withRol(person, environment.season)) : [];
  }, [draft.personal, draft.companions, user]);
  const holderRol = people[0]?.rol?.rolId;
  const otherRols = [SIGNUP_ROLS.ADULT, ...people.slice(1).flatMap((person) => (person.rol ? [person.rol.rolId] : []))];
  const holderProducts = useProductsByRol(holderRol === undefined ? [] : [holderRol], term, renewal);
  const otherProducts = useProductsByRol(otherRols, term, false);

  const forHolder = useMemo(() => (holderProducts.data ?? []).filter((product) => product.rolId === holderRol), [holderProducts.data, holderRol]);
  const stored = forHolder.find((product) => product.id === draft.productId && !product.soldOut);
  const chosen = stored ?? forHolder.find((product) => !product.soldOut);
  // Others first: a renewing holder's own products never price the people who come with them.
  const price = holderProducts.data && otherProducts.data ? priceOrder(people, [...otherProducts.data, ...holderProducts.data], chosen) : null;

  const state: ProductsState = holderProducts.error
    ? { status: 'failed', onRetry: () => void holderProducts.mutate() }
    : holderProducts.data
      ? { status: 'loaded', products: forHolder }
      : { status: 'loading' };

  const setCompanions = (companions: DraftPerson[]) => update({ companions, secondStep: false });

  async function goOn() {
    if (!chosen || !price || price.missing.length > 0) return;
    setSubmitting(true);
    setError(undefined);
    try {
      const [, ...others] = price.lines;
      const order = await createOrder({
        term,
        people: [
          { self: true, productId: chosen.id },
          ...others.map(({ person, product }) => ({ self: false as const, name: person.name, lastname: person.lastname, birthdate: person.birthdate, productId: product!.id })),
        ],
      });
      update({
        secondStep: true,
        idPeriodicity: term,
        productId: chosen.id,
        orderId: order.id,
        groupInfo: order.people.map((person) => ({ idSeat: person.seat?.idSeat ?? null, areaId: person.seat?.areaId ?? null })),
      });
      await navigate(SIGNUP_PATHS.seatSelection);
    } catch (failure) {
      const outcome = orderOutcome(failure);
      if (outcome.toHome) return void navigate(HOME_PATH);
      setError(t(outcome.message));
      if (outcome.message === 'SIGNUP.ERRORS.SOLD_OUT') void holderProducts.mutate();
      setSubmitting(false);
    }
  }

  return (
    <SignupFrame title={t('SIGNUP.PASS.TITLE')} intro={t('SIGNUP.PASS.INTRO')} hasFirstStep={draft.firstStep === true}>
      <PassSelectionView
        people={people}
        term={term}
        termChoice={!renewal}
        onTermChange={(next) => update({ idPeriodicity: next, productId: undefined, secondStep: false })}
        holderProducts={state}
        productId={chosen?.id}
        onProductChange={(productId) => update({ productId, secondStep: false })}
        price={price}
        onAddPerson={(person: CompanionForm) => setCompanions([...(draft.companions ?? []), person])}
        onRemovePerson={(index) => setCompanions((draft.companions ?? []).filter((_, at) => at !== index - 1))}
        onContinue={() => void goOn()}
        submitting={submitting}
        error={error}
      />
    </SignupFrame>
  );
}
