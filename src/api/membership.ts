import { endpoint } from './contract';

/** Membership creation and areas area (spec §7). */
export const membershipEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
