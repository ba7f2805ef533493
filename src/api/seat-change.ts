import { endpoint } from './contract';

/** Seat change area (spec §7). */
export const seatChangeEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
