import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_MAIL_DOMAINS, seed } from '../db/seed.ts';
import { setMaintenanceMode, setPaymentOrigin, setSeatHoldSeconds } from '../store/settings.ts';

/** Serialises the start-up work of processes sharing one PostgreSQL (any 64-bit key of our own). */
const START_LOCK_KEY = 7_105_633_002;

export interface StartSettings {
  DEMO_DATA: boolean;
  NODE_ENV?: string;
  PAYMENT_ORIGIN?: string;
  MAINTENANCE_MODE?: boolean;
  SEAT_HOLD_SECONDS?: number;
}

/**
 * Migrations, the base data (and the demo's with DEMO_DATA=on) and the settings given at start, one process at a time on PostgreSQL:
 * the seed fills a table only when it is empty, and two processes starting together on an empty
 * database would both see it empty. The lock is a session's, held on a connection of its own
 * while the work runs on the others; a process that dies holding it releases it with its connection.
 * PGlite is one process: nothing to serialise.
 */
export async function prepareDatabase(db: Db, settings: StartSettings): Promise<void> {
  const pool = db.postgresPool;
  if (!pool) return prepare(db, settings);
  const lock = await pool.connect();
  let unlocked = false;
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    await prepare(db, settings);
    await lock.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]);
    unlocked = true;
  } finally {
    lock.release(!unlocked); // a connection that may still hold the lock is closed, never pooled
  }
}

async function prepare(db: Db, settings: StartSettings): Promise<void> {
  await migrate(db);
  await seed(db, { demo: settings.DEMO_DATA, paymentOrigin: settings.PAYMENT_ORIGIN });
  if (settings.NODE_ENV === 'production' && !settings.DEMO_DATA) await refuseDemoAccounts(db);
  if (settings.MAINTENANCE_MODE !== undefined) await setMaintenanceMode(db, settings.MAINTENANCE_MODE);
  if (settings.PAYMENT_ORIGIN !== undefined) await setPaymentOrigin(db, settings.PAYMENT_ORIGIN);
  if (settings.SEAT_HOLD_SECONDS !== undefined) await setSeatHoldSeconds(db, settings.SEAT_HOLD_SECONDS);
}

/**
 * A production database copied from a demo one still holds the accounts whose password and PIN
 * the README publishes: the start stops rather than serve them.
 */
async function refuseDemoAccounts(db: Db): Promise<void> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE split_part(mail, '@', 2) = ANY($1)", [DEMO_MAIL_DOMAINS]);
  const count = rows[0]?.n ?? 0;
  if (count > 0) {
    throw new Error(`The database holds ${count} demo accounts (${DEMO_MAIL_DOMAINS.join(', ')}), whose password and PIN are published: start production on a database of the club's own data`);
  }
}
