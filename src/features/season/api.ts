import useSWR from 'swr';
import { seasonEndpoints, type GuestPassBody } from '../../api/season';
import { call, callPath } from '../../lib/call';

/** The member's season: every home game as they lived it, attendance and guests. */
export function useSeason() {
  return useSWR(callPath(seasonEndpoints.season), () => call(seasonEndpoints.season));
}

/** The token of the member's private calendar feed (made by the server on first read). */
export function useCalendarFeed() {
  return useSWR(callPath(seasonEndpoints.calendarFeed), () => call(seasonEndpoints.calendarFeed));
}

export const giveSeat = (body: GuestPassBody) => call(seasonEndpoints.give, { body });

export const takeBackGuest = (id: number) => call(seasonEndpoints.takeBack, { params: { id } });

export const renewCalendarFeed = () => call(seasonEndpoints.renewCalendarFeed);
