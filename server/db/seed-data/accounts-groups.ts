import type { DemoUserSeed } from './users.ts';

/** Demo accounts of this area (partner numbers 2000–2999). */
export const groupAccounts: DemoUserSeed[] = [];
