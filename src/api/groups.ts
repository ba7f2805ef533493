import { endpoint } from './contract';

/** Groups area (spec §7). */
export const groupsEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
