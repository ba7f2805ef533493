import { APP_PATHS } from '../../api/app-paths';
import type { SeatChange } from '../../api/seat-change';

/** The seat change's screens (spec §2) and where the member goes back to. */
export const SEAT_CHANGE_PATHS = {
  areas: APP_PATHS.seatChangeAreas,
  seats: APP_PATHS.seatChangeSeats,
  checkout: APP_PATHS.seatChangeCheckout,
} as const;

/** Only partners change seats, so the profile they return to is the partner's. */
export const PARTNER_PROFILE_PATH = APP_PATHS.partnerProfile;

/** The search parameter that names the area whose seats are shown. */
export const AREA_PARAM = 'zona';

export const seatsPathFor = (areaId: number) => `${SEAT_CHANGE_PATHS.seats}?${AREA_PARAM}=${areaId}`;

/** Where a change picks up again: the seats of the area its new seats are in, else the areas. */
export function resumePath(change: Pick<SeatChange, 'partners'>): string {
  const areaId = change.partners.find((partner) => partner.nextSeat)?.nextSeat?.areaId;
  return areaId === undefined ? SEAT_CHANGE_PATHS.areas : seatsPathFor(areaId);
}
