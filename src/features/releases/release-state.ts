import type { ReleasesOverview } from '../../api/releases';

type ReleasableGame = ReleasesOverview['games'][number];
type ReleasableSeat = ReleasableGame['seats'][number];

/**
 * What a seat shows for one game: "Liberar" while it may be released, "Liberado · Recuperar" while
 * it is on sale and may be taken back, "Vendido · +credit" once sold, "Plazo cerrado" after the
 * deadline (with "Liberado" when it stays on sale). A release taken back counts as none.
 */
export type SeatReleaseState =
  | { kind: 'releasable'; credit: number }
  | { kind: 'released'; releaseId: number; credit: number }
  | { kind: 'sold'; credit: number }
  | { kind: 'closed'; released: boolean };

export function seatReleaseState(game: Pick<ReleasableGame, 'open'>, seat: ReleasableSeat): SeatReleaseState {
  const live = seat.release && seat.release.status !== 'TAKEN_BACK' ? seat.release : null;
  if (live?.status === 'SOLD') return { kind: 'sold', credit: live.credit };
  if (!game.open) return { kind: 'closed', released: live !== null };
  if (live) return { kind: 'released', releaseId: live.id, credit: live.credit };
  return { kind: 'releasable', credit: seat.credit };
}
