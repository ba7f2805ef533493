import { APP_PATHS, appLink } from '../../api/app-paths';

/** The search parameter naming the area whose seats are shown. */
export const AREA_PARAM = 'zona';
/** The search parameter of the payment step, and its value. */
export const STEP_PARAM = 'paso';
export const PAYMENT_STEP = 'pago';

/** The purchase of a game's tickets: its area list, an area's seats, its payment step. */
export const purchasePath = (gameId: number) => appLink(APP_PATHS.ticketPurchase, { id: gameId });
export const areaSeatsPath = (gameId: number, areaId: number) => `${purchasePath(gameId)}?${AREA_PARAM}=${areaId}`;
export const paymentPath = (gameId: number) => `${purchasePath(gameId)}?${STEP_PARAM}=${PAYMENT_STEP}`;
