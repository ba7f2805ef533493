import type { DemoUserSeed } from './users.ts';

/** Demo accounts of this area (partner numbers 3000–3999). */
export const seatChangeAccounts: DemoUserSeed[] = [];
