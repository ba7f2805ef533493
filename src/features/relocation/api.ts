import useSWR, { mutate } from 'swr';
import { renewalEndpoints, type RelocationOverview } from '../../api/renewal';
import { call, callPath } from '../../lib/call';

/** How often the 26/27 map is read again while the window is open: a seat taken by another member disappears within seconds. */
export const MAP_REFRESH_MS = 10_000;

const overviewKey = callPath(renewalEndpoints.relocation);

/** How often the overview is read again while a window is coming or open: the page follows it opening and ending. */
export const OVERVIEW_REFRESH_MS = 60_000;

/** The caller's relocation: state, window, priority, and the people with their 26/27 seats. */
export function useRelocation() {
  return useSWR(overviewKey, () => call(renewalEndpoints.relocation), {
    refreshInterval: (latest) => (latest?.state === 'BEFORE' || latest?.state === 'OPEN' ? OVERVIEW_REFRESH_MS : 0),
  });
}

/** The 26/27 map, sectors and areas (`areaId` null) or one area's seats; read only while `live`, and again every few seconds. */
export function useRelocationMap(live: boolean, areaId: number | null) {
  const target = areaId === null ? {} : { query: { parentId: areaId } };
  return useSWR(live ? callPath(renewalEndpoints.relocationAreas, target) : null, () => call(renewalEndpoints.relocationAreas, target), {
    refreshInterval: MAP_REFRESH_MS,
  });
}

/** Every read of the map: a move frees and takes seats in several areas. */
export const refreshMap = () => mutate((key) => typeof key === 'string' && key.startsWith(callPath(renewalEndpoints.relocationAreas)));

const shown = async (answer: RelocationOverview) => {
  await mutate(overviewKey, answer, { revalidate: false });
  await refreshMap();
  return answer;
};

export const moveSeats = async (moves: { partnerId: number; seatId: number }[]) => shown(await call(renewalEndpoints.move, { body: { moves } }));

export const moveToBestSeats = async (partnerIds: number[], areaId: number | null) =>
  shown(await call(renewalEndpoints.bestSeats, { body: { partnerIds, ...(areaId === null ? {} : { areaId }) } }));
