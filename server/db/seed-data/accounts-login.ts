import type { DemoUserSeed } from './users.ts';

/** Demo accounts of this area (partner numbers 1100–1199). */
export const loginAccounts: DemoUserSeed[] = [];
