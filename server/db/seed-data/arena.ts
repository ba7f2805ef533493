import type { Queryable } from '../db.ts';

/** Sectors, areas, seats, prices per role, products and the SOLD seat claims. Runs after the users. */
export async function seedArena(_tx: Queryable): Promise<void> {}
