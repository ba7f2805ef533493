export { SeatMap, type SeatMapProps } from './SeatMap';
export { SELECTABLE_STATES } from './model';
export type { SeatMapArea, SeatMapElement, SeatMapLevel, SeatMapModel, SeatMapPoint, SeatMapSeat, SeatMapSector, SeatAccess, SeatState } from './model';
export { ZOOM_IN_STEP, ZOOM_OUT_STEP, ZOOM_MAX, ZOOM_MIN, SEAT_FOCUS_WIDTH_PX, HOME_TRANSITION_MS } from './geometry';
