import { useState } from 'react';
import type { BestSeatsBody, BestSeatsProposal } from '../api/best-seats';
import { EMPTY_PICK, proposalSeats, useSeatPick, useSeatPicks, type BestSeatsControls, type PickedSeat, type SeatPick } from './seat-picks';

export interface SeatStepOptions {
  /** `seatPickKey` of the change or order. */
  key: string;
  /** The people in order (partner ids, person ids): the n-th seat is the n-th person's. */
  personIds: readonly number[];
  /** What the server holds now: the selection until the member chooses here. */
  held: readonly PickedSeat[];
  /** The area on screen; null on the area list (the server chooses the area). */
  areaId: number | null;
  areaName: (areaId: number) => string;
  /** Asks the server for the best seats together; answers the held proposal. */
  find: (body: BestSeatsBody) => Promise<BestSeatsProposal>;
  /** A failed ask; answers true when no arrangement exists (the ways on are shown), after saying or doing what else it means. */
  onFailure: (error: unknown) => Promise<boolean>;
  /** The proposal is held (from the area list: its area opens). */
  onProposal?: (proposal: BestSeatsProposal) => void;
  /** "Accept and continue": the flow's next step, as its "hold and continue" does. */
  onAccept: () => void;
}

/**
 * The seat step's state in either flow: the selection across areas, the wheelchair filter, and
 * the best seats together with its proposal, kept in the seat picks store under the flow's key.
 */
export function useSeatStep({ key, personIds, held, areaId, areaName, find, onFailure, onProposal, onAccept }: SeatStepOptions) {
  const base: SeatPick = { ...EMPTY_PICK, seats: held };
  const pick = useSeatPick(key, base);
  const [finding, setFinding] = useState(false);
  const [noneTogether, setNoneTogether] = useState(false);
  const update = (patch: Partial<SeatPick>) => useSeatPicks.getState().update(key, patch, base);

  async function findBest() {
    setFinding(true);
    setNoneTogether(false);
    const wheelchairFor = pick.onlyWheelchair ? (pick.wheelchairFor ?? personIds[0]) : undefined;
    try {
      const proposal = await find({ ...(areaId === null ? {} : { areaId }), ...(wheelchairFor === undefined ? {} : { wheelchairFor }) });
      update({ proposal, seats: proposalSeats(proposal, personIds, areaName(proposal.areaId)) });
      onProposal?.(proposal);
    } catch (error) {
      setNoneTogether(await onFailure(error));
    } finally {
      setFinding(false);
    }
  }

  const best: BestSeatsControls = {
    proposal: pick.proposal,
    finding,
    noneTogether,
    onlyWheelchair: pick.onlyWheelchair,
    wheelchairFor: pick.wheelchairFor,
    onFind: () => void findBest(),
    onAccept,
    onChange: () => update({ proposal: null }),
    onOnlyWheelchairChange: (onlyWheelchair) => {
      setNoneTogether(false);
      update({ onlyWheelchair });
    },
    onWheelchairForChange: (wheelchairFor) => update({ wheelchairFor }),
  };
  return { seats: pick.seats, setSeats: (seats: PickedSeat[]) => update({ seats }), best };
}
