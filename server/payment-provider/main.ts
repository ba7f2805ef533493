import { loadConfig } from '../config.ts';
import { createDb } from '../db/db.ts';
import { startPaymentSimulator } from './start.ts';

/**
 * The payment-provider simulator as a process of its own, for several app processes on one
 * database (`npm run start:cluster`): they run with PAYMENT_PROVIDER=off and one of them has
 * already migrated the database and written PAYMENT_ORIGIN, whose port this listens on.
 * Never in production: the real provider takes its place.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const provider = await startPaymentSimulator(db, config).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const close = () => {
    provider
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
