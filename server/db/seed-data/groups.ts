import type { Queryable } from '../db.ts';

/** Groups with owners and members. Runs after the users. */
export async function seedGroups(_tx: Queryable): Promise<void> {}
