import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

/**
 * The opening's lottery (issue 31 "Fair at opening"): a Fisher–Yates shuffle driven by a
 * deterministic generator keyed by a random seed, so the order is unpredictable before the draw
 * and anyone with the stored seed can recompute it after.
 */

/** 32-bit words from HMAC-SHA256(seed, counter): a stream fixed by the seed, unguessable without it. */
function wordStream(seed: Buffer): () => number {
  let counter = 0n;
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset === block.length) {
      const message = Buffer.alloc(8);
      message.writeBigUInt64BE(counter);
      counter += 1n;
      block = createHmac('sha256', seed).update(message).digest();
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };
}

const WORDS = 2 ** 32;

/** An integer in [0, n), every value equally likely: words past the last whole multiple of n are drawn again. */
function below(n: number, next: () => number): number {
  const limit = WORDS - (WORDS % n);
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

/** `items` in the order fixed by `seed`: a uniform random permutation when the seed is random. */
export function shuffle<T>(items: readonly T[], seed: Buffer): T[] {
  const next = wordStream(seed);
  const order = [...items];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = below(i + 1, next);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** What the opening's draw did: enough to recompute it (`shuffle(arrivals, seed) === order`). */
export interface Draw {
  opensAt: string;
  /** Hex of the 32 random bytes. */
  seed: string;
  /** The pre-queue's accounts in arrival order. */
  arrivals: string[];
  /** The same holders in the drawn order, place 1 first. */
  order: string[];
}

/**
 * At the first admission run after `opensAt` (database time), draws the places of every account
 * that joined before it and still waits: they get places before every visitor and every later
 * arrival, in the drawn order. Visitors are not drawn (anyone can make many visitor identities,
 * one account is one ticket): those of the pre-queue keep their arrival order behind the drawn
 * accounts. Once per opening time (the row in queue_draws); the caller holds the admission lock.
 * Returns whether the sale is open, and the draw when this call made it.
 */
export async function drawAtOpening(tx: Queryable, opensAt: Date): Promise<{ open: boolean; draw?: Draw }> {
  const { rows } = await tx.query<{ open: boolean; drawn: boolean }>(
    'SELECT now() >= $1 AS open, EXISTS (SELECT 1 FROM queue_draws WHERE opens_at = $1) AS drawn',
    [opensAt],
  );
  const state = rows[0]!;
  if (!state.open || state.drawn) return { open: state.open };
  const waiting = await tx.query<{ holder: string }>(
    `SELECT holder FROM queue_entries WHERE admitted_at IS NULL AND joined_at < $1 AND holder LIKE 'user:%' ORDER BY seq`,
    [opensAt],
  );
  const arrivals = waiting.rows.map((row) => row.holder);
  const seed = randomBytes(32);
  const order = shuffle(arrivals, seed);
  // Places below every seq in use (arrivals keep counting up from the sequence), in drawn order.
  await tx.query(
    `WITH base AS (SELECT least(0, coalesce(min(seq), 0)) - $2::int - 1 AS start FROM queue_entries)
     UPDATE queue_entries e SET seq = (SELECT start FROM base) + drawn.place, drawn = true
     FROM unnest($1::text[]) WITH ORDINALITY AS drawn(holder, place)
     WHERE e.holder = drawn.holder`,
    [order, order.length],
  );
  const draw: Draw = { opensAt: opensAt.toISOString(), seed: seed.toString('hex'), arrivals, order };
  await tx.query('INSERT INTO queue_draws (opens_at, seed, arrivals, drawn_order) VALUES ($1, $2, $3, $4)', [
    opensAt,
    draw.seed,
    arrivals,
    order,
  ]);
  return { open: true, draw };
}

/** Whether the draw for `opensAt` has been made (by any process). */
export async function drawMade(db: Queryable, opensAt: Date): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM queue_draws WHERE opens_at = $1', [opensAt]);
  return rows.length > 0;
}
