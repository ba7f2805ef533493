import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { SeatChange } from '../../../api/seat-change';
import { alert, SELECTABLE_STATES, Spinner } from '../../../ui';
import { useSeatStep } from '../../../lib/best-seats';
import { useProductAreas } from '../../../lib/product-areas';
import { areaNameIn, heldSeats, seatPickKey } from '../../../lib/seat-picks';
import { confirmSeatChange, findBestSeats, updateSeats } from '../api';
import { LoadFailed } from '../components/LoadFailed';
import { SeatChangeFrame } from '../components/SeatChangeFrame';
import { SeatChooser } from '../components/SeatChooser';
import { bestSeatsOutcome, confirmOutcome, seatsOutcome, type SeatChangeOutcome } from '../errors';
import { AREA_PARAM, PARTNER_PROFILE_PATH, SEAT_CHANGE_PATHS, seatsPathFor } from '../paths';
import { CancelChange } from '../components/CancelChange';
import { useSeatChangeFlow } from '../useSeatChangeFlow';

/**
 * `/abonado/cambio-asiento/seleccion-asiento?zona={area}` (spec §2): the seats of the chosen area,
 * one per moving partner. Only the seats that differ from each partner's current pick are sent
 * (§5); then the change is confirmed and the checkout opens (§4 "Confirm"). Seats chosen in
 * other areas stay chosen, and the best seats together are one button away.
 */
export function SeatSelectionPage() {
  const { t } = useTranslation();
  const flow = useSeatChangeFlow();
  const [params] = useSearchParams();
  const areaId = Number(params.get(AREA_PARAM));
  const noFirstStep = flow.change !== undefined && flow.change !== null && !flow.change.steps.firstStep;

  useEffect(() => {
    if (noFirstStep) void alert.error(t('SEAT_CHANGE.ERRORS.NO_FIRST_STEP'));
  }, [noFirstStep, t]);

  if (flow.isLoading) return <Spinner text={t('SEAT_CHANGE.LOADING')} />;
  if (flow.error) return <LoadFailed error={flow.error} onRetry={() => void flow.mutate()} />;
  // §5 "Seat steps": no change (no steps) → the profile; no first step → the areas, with an error.
  if (!flow.change) return <Navigate to={PARTNER_PROFILE_PATH} replace />;
  if (noFirstStep || !Number.isSafeInteger(areaId) || areaId <= 0) return <Navigate to={SEAT_CHANGE_PATHS.areas} replace />;
  const change = flow.change;
  return (
    <SeatChangeFrame title={t('SEAT_CHANGE.SEATS.TITLE')} step={2} onExpire={() => void flow.expire()}>
      <ChooseSeats key={areaId} change={change} areaId={areaId} follow={flow.follow} />
      <CancelChange session={change.session} />
    </SeatChangeFrame>
  );
}

interface ChooseSeatsProps {
  change: SeatChange;
  areaId: number;
  follow: (outcome: SeatChangeOutcome) => Promise<boolean>;
}

function ChooseSeats({ change, areaId, follow }: ChooseSeatsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const partnerIds = useMemo(() => change.partners.map((partner) => partner.partnerId), [change.partners]);
  const top = useProductAreas(change.productId, partnerIds);
  const seats = useProductAreas(change.productId, partnerIds, areaId);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const elements = useMemo(() => (top.data && seats.data ? [...top.data, ...seats.data] : null), [top.data, seats.data]);
  const held = useMemo(() => heldSeats(change.partners.map((partner) => partner.nextSeat)), [change.partners]);
  const step = useSeatStep({
    key: seatPickKey('seat-change', change.session),
    personIds: partnerIds,
    held,
    areaId,
    areaName: (id) => areaNameIn(top.data, id),
    find: (body) => findBestSeats(change.session, body),
    onFailure: async (error) => {
      const outcome = bestSeatsOutcome(error);
      if (outcome.refreshSeats) await seats.mutate();
      if ((await follow(outcome)) && !outcome.noneTogether) setMessage(t(outcome.message));
      return outcome.noneTogether === true;
    },
    onAccept: () => void hold(),
  });
  const selected = step.seats;

  if (top.isLoading || seats.isLoading) return <Spinner text={t('SEAT_CHANGE.SEATS.LOADING')} />;
  if (top.error || seats.error || !elements) {
    return <LoadFailed error={top.error ?? seats.error} message="SEAT_CHANGE.SEATS.LOAD_ERROR" onRetry={() => void Promise.all([top.mutate(), seats.mutate()])} />;
  }

  async function hold() {
    if (selected.length < change.partners.length) {
      setMessage(t('SEAT_CHANGE.SEATS.CHOOSE_ALL', { count: change.partners.length }));
      return;
    }
    setBusy(true);
    setMessage(undefined);
    // §5: only the seats that differ from the partner's current pick are sent (none after an accepted proposal: the server holds it).
    const seatsInfo = change.partners
      .map((partner, index) => ({ partnerId: partner.partnerId, seatId: selected[index]!.seatId, was: partner.nextSeat?.idSeat }))
      .filter(({ seatId, was }) => seatId !== was)
      .map(({ partnerId, seatId }) => ({ partnerId, seatId }));
    try {
      if (seatsInfo.length > 0) await updateSeats(change.session, seatsInfo);
    } catch (error) {
      const outcome = seatsOutcome(error);
      if (outcome.refreshSeats) {
        const fresh = await seats.mutate();
        const free = new Set((fresh ?? []).flatMap((seat) => (seat.level === 'SEAT' && SELECTABLE_STATES.has(seat.state) ? [seat.id] : [])));
        step.setSeats(selected.filter((seat) => seat.areaId !== areaId || free.has(seat.seatId)));
      }
      if (await follow(outcome)) setMessage(t(outcome.message));
      setBusy(false);
      return;
    }
    try {
      await confirmSeatChange(change.session);
      step.best.onChange();
      navigate(SEAT_CHANGE_PATHS.checkout);
    } catch (error) {
      const outcome = confirmOutcome(error);
      if (await follow(outcome)) setMessage(t(outcome.message));
      setBusy(false);
    }
  }

  return (
    <SeatChooser
      elements={elements}
      areaId={areaId}
      partners={change.partners}
      roles={change.rolsSelected}
      picked={selected}
      onPickedChange={step.setSeats}
      best={step.best}
      onOtherArea={(other) => navigate(seatsPathFor(other))}
      message={message}
      busy={busy}
      onContinue={() => void hold()}
      onRetry={() => void seats.mutate()}
    />
  );
}
