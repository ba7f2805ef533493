import type { SeatChange } from '../../api/seat-change';

/** The seat change's screens (spec §2) and where the member goes back to. */
export const SEAT_CHANGE_PATHS = {
  areas: '/abonado/cambio-asiento/seleccion-sector',
  seats: '/abonado/cambio-asiento/seleccion-asiento',
  checkout: '/abonado/cambio-asiento/checkout',
} as const;

/** Only partners change seats, so the profile they return to is the partner's. */
export const PARTNER_PROFILE_PATH = '/abonado/perfil';

/** The search parameter that names the area whose seats are shown. */
export const AREA_PARAM = 'zona';

export const seatsPathFor = (areaId: number) => `${SEAT_CHANGE_PATHS.seats}?${AREA_PARAM}=${areaId}`;

/** Where a change picks up again: the seats of the area its new seats are in, else the areas. */
export function resumePath(change: Pick<SeatChange, 'partners'>): string {
  const areaId = change.partners.find((partner) => partner.nextSeat)?.nextSeat?.areaId;
  return areaId === undefined ? SEAT_CHANGE_PATHS.areas : seatsPathFor(areaId);
}
