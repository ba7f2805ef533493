import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { AreaElement } from '../../../api/membership';
import type { SignupOrder } from '../../../api/signup';
import { Spinner } from '../../../ui';
import { useProductAreas } from '../../../lib/product-areas';
import { holdSeats } from '../api';
import { HoldClock } from '../components/HoldClock';
import { HoldExpiredView } from '../components/HoldExpiredView';
import { LoadFailed } from '../components/LoadFailed';
import { SignupFrame } from '../components/SignupFrame';
import { useSignupDraft } from '../draft';
import { seatsOutcome } from '../errors';
import { HOME_PATH, SIGNUP_PATHS } from '../paths';
import type { SeatPickers } from './seat-pickers';
import { RESULT_PATH, useOpenOrder } from './useOpenOrder';

/** The search parameter naming the area whose seats are shown. */
export const AREA_PARAM = 'zona';

/**
 * `/hazte-abonado/seleccion` (step 2, seats): the areas the order's people can sit in (list and
 * map, the seat change's), then the chosen area's seats, one per person, held on the server
 * under the order's countdown. When the hold runs out the member is told and chooses again.
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

  if (top.isLoading || seats.isLoading) return <Spinner text={t(areaId === null ? 'SIGNUP.SEATS.LOADING_AREAS' : 'SIGNUP.SEATS.LOADING_SEATS')} />;
  if (top.error || seats.error || !top.data) {
    return <LoadFailed message="SIGNUP.SEATS.LOAD_ERROR" onRetry={() => void Promise.all([top.mutate(), seats.mutate()])} />;
  }
  if (areaId === null || !seats.data) {
    return pickers.renderAreas({ elements: top.data, roles, onChoose: toArea, noneText: t('SIGNUP.SEATS.NO_AREAS') });
  }
  return (
    <AreaSeats
      key={areaId}
      order={order}
      elements={[...top.data, ...seats.data]}
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
}

/** One area's seats: the n-th seat chosen is the n-th person's; holding them all, then the payment. */
function AreaSeats({ order, elements, areaId, roles, pickers, onOtherArea, onRefresh, onExpired }: AreaSeatsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useSignupDraft((state) => state.update);
  const [selected, setSelected] = useState<string[]>(() => order.people.flatMap((person) => (person.seat?.areaId === areaId ? [String(person.seat.idSeat)] : [])));
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const partners = order.people.map((person) => ({ partnerId: person.personId, name: person.name, lastname: person.lastname }));

  async function hold() {
    if (selected.length < order.people.length) return setMessage(t('SIGNUP.SEATS.CHOOSE_ALL', { count: order.people.length }));
    setBusy(true);
    setMessage(undefined);
    try {
      const held = await holdSeats(
        order.id,
        order.people.map((person, index) => ({ personId: person.personId, seatId: Number(selected[index]) })),
      );
      update({ groupInfo: held.people.map((person) => ({ idSeat: person.seat?.idSeat ?? null, areaId: person.seat?.areaId ?? null })) });
      await navigate(SIGNUP_PATHS.payment);
    } catch (failure) {
      const outcome = seatsOutcome(failure);
      if (outcome.toHome) return void navigate(HOME_PATH);
      if (outcome.expired || outcome.toPass) return onExpired();
      if (outcome.refreshSeats) {
        // Keep the picks that are still free: only the seat someone else took is chosen again.
        const fresh = await onRefresh();
        const free = new Set((fresh ?? []).flatMap((seat) => (seat.level === 'SEAT' && seat.state !== 'taken' && seat.state !== 'unavailable' ? [String(seat.id)] : [])));
        setSelected((ids) => ids.filter((id) => free.has(id)));
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
    selected,
    onSelectionChange: setSelected,
    onOtherArea,
    message,
    busy,
    onContinue: () => void hold(),
    onRetry: () => void onRefresh(),
    areasPath: SIGNUP_PATHS.seatSelection,
    areaGoneText: t('SIGNUP.SEATS.AREA_GONE'),
  });
}
