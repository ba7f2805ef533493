import useSWR from 'swr';
import { gamesEndpoints } from '../../api/games';
import { call, callPath } from '../../lib/call';

/** GET games/:id: one game with its prices by area; null while the address names no game. */
export function useGameDetail(id: number | null) {
  return useSWR(id === null ? null : callPath(gamesEndpoints.game, { params: { id } }), () => call(gamesEndpoints.game, { params: { id: id! } }));
}
