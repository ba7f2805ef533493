import type { Queryable } from '../db.ts';

/** Seat-change sessions and payments in each state. Runs after the users. */
export async function seedSeatChanges(_tx: Queryable): Promise<void> {}
