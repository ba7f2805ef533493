import { endpoint } from './contract';

/** Deep links area (spec §7). */
export const deepLinkEndpoints = {} satisfies Record<string, ReturnType<typeof endpoint>>;
