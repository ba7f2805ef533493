import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { AreaElement } from '../../../api/membership';
import type { SignupOrder } from '../../../api/signup';
import { InlineAlert, Spinner } from '../../../ui';
import { useSeatStep } from '../../../lib/best-seats';
import { useProductAreas } from '../../../lib/product-areas';
import { areaNameIn, heldSeats, seatPickKey } from '../../../lib/seat-picks';
import { findBestSeats, holdSeats } from '../api';
import { HoldClock } from '../components/HoldClock';
import { HoldExpiredView } from '../components/HoldExpiredView';
import { LoadFailed } from '../components/LoadFailed';
import { SignupFrame } from '../components/SignupFrame';
import { useSignupDraft } from '../draft';
import { bestSeatsOutcome, seatsOutcome, type SignupOutcome } from '../errors';
import { HOME_PATH, SIGNUP_PATHS } from '../paths';
import type { SeatPickers } from '../../../lib/seat-pickers';
import { RESULT_PATH, useOpenOrder } from '../useOpenOrder';

/** The search parameter naming the area whose seats are shown. */
export const AREA_PARAM = 'zona';

/**
 * `/hazte-abonado/seleccion` (step 2, seats): the areas the order's people can sit in (list and
 * map, the seat change's), then the chosen area's seats, one per person, held on the server
 * under the order's countdown; or the best seats together, which the server holds at once. Seats
 * chosen in one area stay chosen in another. When the hold runs out the member is told and
 * chooses again.
 */
export function SeatSelectionPage(pickers: SeatPickers) {
  const { t } = useTranslation();
  const { draft } = useSignupDraft();
  const open = useOpenOrder();
  const [lapsed, setLapsed] = useState(false);
  const frame = (content: ReactNode, clock?: ReactNode) => (
    <SignupFrame title={t('SIGNUP.SEATS.TITLE')} intro={t('SIGNUP.SEATS.INTRO')} hasFirstStep={draft.firstStep === true} clock={clock}>
      {content}
    </SignupFrame>
  );
  if (open.isLoading) return frame(<Spinner text={t('SIGNUP.SEATS.LOADING_ORDER')} />);
  if (open.error) return frame(<LoadFailed message="SIGNUP.ERRORS.ORDER_LOAD" onRetry={() => void open.mutate()} />);
  if (open.settled) return <Navigate to={RESULT_PATH} replace />;
  if (!open.order || open.order.status !== 'OPEN' || open.expired || lapsed) return frame(<HoldExpiredView onStartAgain={open.startAgain} />);
  return frame(<OrderSeats order={open.order} pickers={pickers} onExpired={() => setLapsed(true)} />, <HoldClock seconds={open.order.expiresIn} onExpire={() => setLapsed(true)} />);
}

function OrderSeats({ order, pickers, onExpired }: { order: SignupOrder; pickers: SeatPickers; onExpired: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const areaParam = Number(params.get(AREA_PARAM));
  const areaId = Number.isInteger(areaParam) && areaParam > 0 ? areaParam : null;
  const personIds = order.people.map((person) => person.personId);
  const roles = useMemo(() => [...new Set(order.people.map((person) => person.rolId))], [order.people]);
  const productId = order.people[0]?.productId ?? null;
  const top = useProductAreas(productId, personIds);
  const seats = useProductAreas(areaId === null ? null : productId, personIds, areaId ?? undefined);
  const areasPath = SIGNUP_PATHS.seatSelection;
  const toArea = (id: number) => void navigate(`${areasPath}?${AREA_PARAM}=${id}`);
  const partners = order.people.map((person) => ({ partnerId: person.personId, name: person.name, lastname: person.lastname }));
  const [listMessage, setListMessage] = useState<string>();
  const step = useSeatStep({
    key: seatPickKey('signup', order.id),
    personIds,
    held: heldSeats(order.people.map((person) => person.seat)),
    areaId: null,
    areaName: (id) => areaNameIn(top.data, id),
    find: async (body) => (await findBestSeats(order.id, body)).proposal,
    onFailure: async (error) => {
      const outcome = bestSeatsOutcome(error);
      if (!followFailure(outcome, { navigate, onExpired })) setListMessage(outcome.noneTogether ? undefined : t(outcome.message));
      return outcome.noneTogether === true;
    },
    onProposal: (proposal) => toArea(proposal.areaId),
    // The list never shows a proposal: it opens in its area's seats, where it is accepted.
    onAccept: () => undefined,
  });

  if (top.isLoading || seats.isLoading) return <Spinner text={t(areaId === null ? 'SIGNUP.SEATS.LOADING_AREAS' : 'SIGNUP.SEATS.LOADING_SEATS')} />;
  if (top.error || seats.error || !top.data) {
    return <LoadFailed message="SIGNUP.SEATS.LOAD_ERROR" onRetry={() => void Promise.all([top.mutate(), seats.mutate()])} />;
  }
  if (areaId === null || !seats.data) {
    return (
      <>
        {listMessage && <InlineAlert tone="error">{listMessage}</InlineAlert>}
        {pickers.renderAreas({ elements: top.data, roles, onChoose: toArea, noneText: t('SIGNUP.SEATS.NO_AREAS'), people: partners, best: { ...step.best, proposal: null } })}
      </>
    );
  }
  return (
    <AreaSeats
      key={areaId}
      order={order}
      elements={[...top.data, ...seats.data]}
      areaName={(id) => areaNameIn(top.data, id)}
      areaId={areaId}
      roles={roles}
      pickers={pickers}
      onOtherArea={toArea}
      onRefresh={() => seats.mutate()}
      onExpired={onExpired}
    />
  );
}

interface AreaSeatsProps {
  order: SignupOrder;
  elements: readonly AreaElement[];
  areaId: number;
  roles: number[];
  pickers: SeatPickers;
  onOtherArea: (areaId: number) => void;
  /** Reads the area's seats again; answers them. */
  onRefresh: () => Promise<readonly AreaElement[] | undefined>;
  onExpired: () => void;
  areaName: (areaId: number) => string;
}

/** Leaves the seats for where an outcome leads; answers whether it did. */
function followFailure(outcome: SignupOutcome, { navigate, onExpired }: { navigate: (path: string) => void | Promise<void>; onExpired: () => void }): boolean {
  if (outcome.toHome) {
    void navigate(HOME_PATH);
    return true;
  }
  if (outcome.expired || outcome.toPass) {
    onExpired();
    return true;
  }
  return false;
}

/** One area's seats: the n-th seat chosen is the n-th person's; holding them all, then the payment. */
function AreaSeats({ order, elements, areaId, roles, pickers, onOtherArea, onRefresh, onExpired, areaName }: AreaSeatsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useSignupDraft((state) => state.update);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const partners = order.people.map((person) => ({ partnerId: person.personId, name: person.name, lastname: person.lastname }));
  const personIds = order.people.map((person) => person.personId);
  const step = useSeatStep({
    key: seatPickKey('signup', order.id),
    personIds,
    held: heldSeats(order.people.map((person) => person.seat)),
    areaId,
    areaName,
    find: async (body) => (await findBestSeats(order.id, body)).proposal,
    onFailure: async (error) => {
      const outcome = bestSeatsOutcome(error);
      if (followFailure(outcome, { navigate, onExpired })) return false;
      if (outcome.refreshSeats) await onRefresh();
      setMessage(outcome.noneTogether ? undefined : t(outcome.message));
      return outcome.noneTogether === true;
    },
    onAccept: () => void hold(),
  });
  const selected = step.seats;

  async function hold() {
    if (selected.length < order.people.length) return setMessage(t('SIGNUP.SEATS.CHOOSE_ALL', { count: order.people.length }));
    setBusy(true);
    setMessage(undefined);
    const seats = order.people.map((person, index) => ({ personId: person.personId, seatId: selected[index]!.seatId, was: person.seat?.idSeat }));
    try {
      // An accepted proposal is held already: no second hold.
      const held = seats.every(({ seatId, was }) => seatId === was) ? order : await holdSeats(order.id, seats.map(({ personId, seatId }) => ({ personId, seatId })));
      update({ groupInfo: held.people.map((person) => ({ idSeat: person.seat?.idSeat ?? null, areaId: person.seat?.areaId ?? null })) });
      step.best.onChange();
      await navigate(SIGNUP_PATHS.payment);
    } catch (failure) {
      const outcome = seatsOutcome(failure);
      if (followFailure(outcome, { navigate, onExpired })) return;
      if (outcome.refreshSeats) {
        // Keep the picks that are still free: only the seat someone else took is chosen again.
        const fresh = await onRefresh();
        const free = new Set((fresh ?? []).flatMap((seat) => (seat.level === 'SEAT' && seat.state !== 'taken' && seat.state !== 'unavailable' ? [seat.id] : [])));
        step.setSeats(selected.filter((seat) => seat.areaId !== areaId || free.has(seat.seatId)));
      }
      setMessage(t(outcome.message));
      setBusy(false);
    }
  }

  return pickers.renderSeats({
    elements,
    areaId,
    partners,
    roles,
    picked: selected,
    onPickedChange: step.setSeats,
    best: step.best,
    onOtherArea,
    message,
    busy,
    onContinue: () => void hold(),
    onRetry: () => void onRefresh(),
    areasPath: SIGNUP_PATHS.seatSelection,
    areaGoneText: t('SIGNUP.SEATS.AREA_GONE'),
  });
}
