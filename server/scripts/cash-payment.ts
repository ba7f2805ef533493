/**
 * npx tsx server/scripts/cash-payment.ts <orderId>
 *
 * The club office's till: records the cash paid for a sign-up order waiting for it (AWAITING_CASH,
 * made by POST signup/orders/:id/payment with method CASH) and makes the membership, exactly as an
 * approved card payment does; an order past its cash hold (SIGNUP_CASH_HOLD_HOURS) makes nothing.
 * Same database as the server (DATABASE_URL or DATA_DIR); with the embedded PGlite, stop the
 * server first (one process per directory).
 */
import { ConfigError, loadConfig } from '../config.ts';
import { createDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { applyCashPayment } from '../store/signup-payments.ts';

const USAGE = 'Usage: npx tsx server/scripts/cash-payment.ts <orderId>';

async function run(argument: string | undefined): Promise<void> {
  const orderId = Number(argument);
  if (!Number.isInteger(orderId) || orderId <= 0) throw new Error(USAGE);
  const config = loadConfig();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    if (!(await db.transaction((tx) => applyCashPayment(tx, orderId)))) {
      throw new Error(`Order ${orderId} is not waiting for a cash payment`);
    }
    const { rows } = await db.query<{ status: string }>('SELECT status FROM signup_orders WHERE id = $1', [orderId]);
    console.log(`Order ${orderId}: ${rows[0]?.status}`);
  } finally {
    await db.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
