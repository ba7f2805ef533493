import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { TicketOrder } from '../../../api/tickets';
import { useSeatStep } from '../../../lib/best-seats';
import { areaNameIn, seatPickKey } from '../../../lib/seat-picks';
import { InlineAlert, Spinner } from '../../../ui';
import { createTicketOrder, findBestTicketSeats, holdTicketSeats, readLatestOrderAgain, useGameAreas } from '../api';
import { PurchaseNotice } from '../components/PurchaseNotice';
import { TicketCountPicker } from '../components/TicketCountPicker';
import { purchaseOutcome, type TicketOutcome } from '../errors';
import { AREA_PARAM, areaSeatsPath, paymentPath, purchasePath } from '../paths';
import { countChoices, gameRoles, orderPicks, proposalForTickets, ticketNumbers } from '../purchase-model';
import type { SeatPickers } from '../../../lib/seat-pickers';

export interface SeatStepProps {
  gameId: number;
  maxTickets: number;
  /** The open order holding seats, or null before the first pick. */
  order: TicketOrder | null;
  pickers: SeatPickers;
  onExpired: () => void;
  onSaleClosed: () => void;
}

const sameSeats = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The seats: how many tickets, then the game's areas (list and map) or one area's seats, picked
 * by hand or as the best seats together (held at once). "Continue" holds the picks (the first
 * hold makes the order) and opens the payment.
 */
export function SeatStep({ gameId, maxTickets, order, pickers, onExpired, onSaleClosed }: SeatStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const areaParam = Number(params.get(AREA_PARAM));
  const areaId = Number.isSafeInteger(areaParam) && areaParam > 0 ? areaParam : null;
  const [count, setCount] = useState(() => Math.min(maxTickets, Math.max(1, order?.seats.length ?? 1)));
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const top = useGameAreas(gameId);
  const seats = useGameAreas(areaId === null ? null : gameId, areaId ?? undefined);
  const roles = useMemo(() => gameRoles(top.data), [top.data]);
  const people = ticketNumbers(count).map((number) => ({ partnerId: number, name: t('TICKETS.BUY.TICKET_N', { number }), lastname: '' }));
  const heldIds = (order?.seats ?? []).map((seat) => seat.seatId);

  /** What a refusal means here; answers whether the screen stays. */
  async function follow(outcome: TicketOutcome): Promise<boolean> {
    if (outcome.startAgain) {
      onExpired();
      return false;
    }
    if (outcome.saleClosed) onSaleClosed();
    if (outcome.toPending) await readLatestOrderAgain();
    setMessage(outcome.noneTogether ? undefined : t(outcome.message));
    return true;
  }

  const step = useSeatStep({
    key: seatPickKey('ticket', gameId),
    personIds: ticketNumbers(count),
    held: orderPicks(order),
    areaId,
    areaName: (id) => areaNameIn(top.data, id),
    find: async (body) => {
      const held = order ?? (await createTicketOrder(gameId, []));
      const answer = await findBestTicketSeats(held.id, { count, ...(body.areaId === undefined ? {} : { areaId: body.areaId }), ...(body.wheelchairFor === undefined ? {} : { wheelchair: true }) });
      return proposalForTickets(answer.proposal);
    },
    onFailure: async (error) => {
      const outcome = purchaseOutcome(error);
      if (outcome.refreshSeats) await seats.mutate();
      await follow(outcome);
      return outcome.noneTogether === true;
    },
    onProposal: (proposal) => {
      if (proposal.areaId !== areaId) void navigate(areaSeatsPath(gameId, proposal.areaId));
    },
    // A proposal is held already: straight to the payment.
    onAccept: () => void navigate(paymentPath(gameId)),
  });

  async function hold() {
    const chosen = step.seats.map((seat) => seat.seatId);
    if (chosen.length < count) return setMessage(t('TICKETS.BUY.CHOOSE_ALL', { count }));
    setBusy(true);
    setMessage(undefined);
    try {
      if (!order) await createTicketOrder(gameId, chosen);
      else if (!sameSeats(chosen, heldIds)) await holdTicketSeats(order.id, chosen);
      step.best.onChange();
      await navigate(paymentPath(gameId));
    } catch (failure) {
      const outcome = purchaseOutcome(failure);
      if (outcome.refreshSeats) {
        // Keep the picks still free: only the seat someone else took is chosen again.
        const fresh = await seats.mutate();
        const free = new Set((fresh ?? []).flatMap((seat) => (seat.level === 'SEAT' && seat.state !== 'taken' && seat.state !== 'unavailable' ? [seat.id] : [])));
        step.setSeats(step.seats.filter((seat) => seat.areaId !== areaId || free.has(seat.seatId) || heldIds.includes(seat.seatId)));
      }
      if (await follow(outcome)) setBusy(false);
    }
  }

  const changeCount = (next: number) => {
    setCount(next);
    step.best.onChange();
    if (step.seats.length > next) step.setSeats(step.seats.slice(0, next));
  };

  if (top.isLoading || seats.isLoading) return <Spinner text={t(areaId === null ? 'TICKETS.BUY.LOADING_AREAS' : 'TICKETS.BUY.LOADING_SEATS')} />;
  if (top.error || seats.error || !top.data) return <PurchaseNotice kind="load-failed" onAction={() => void Promise.all([top.mutate(), seats.mutate()])} />;
  const countPanel = <TicketCountPicker count={count} choices={countChoices({ maxTickets })} onChange={changeCount} />;
  if (areaId === null || !seats.data) {
    return (
      <>
        {countPanel}
        {message && <InlineAlert tone="error">{message}</InlineAlert>}
        {pickers.renderAreas({ elements: top.data, roles, onChoose: (id) => void navigate(areaSeatsPath(gameId, id)), noneText: t('TICKETS.BUY.NO_AREAS'), people, best: { ...step.best, proposal: null } })}
      </>
    );
  }
  return (
    <>
      {countPanel}
      {pickers.renderSeats({
        elements: [...top.data, ...seats.data],
        areaId,
        partners: people,
        roles,
        picked: step.seats,
        onPickedChange: step.setSeats,
        best: step.best,
        onOtherArea: (id) => void navigate(areaSeatsPath(gameId, id)),
        message,
        busy,
        onContinue: () => void hold(),
        onRetry: () => void seats.mutate(),
        areasPath: purchasePath(gameId),
        areaGoneText: t('TICKETS.BUY.AREA_GONE'),
        hintText: t('TICKETS.BUY.HINT', { count }),
      })}
    </>
  );
}
