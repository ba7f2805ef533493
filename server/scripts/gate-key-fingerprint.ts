/**
 * npm run gate:fingerprint
 *
 * Prints the fingerprint (RFC 7638 JWK thumbprint) of the key gate downloads are signed with, in
 * the database the server uses (same env: DATABASE_URL or DATA_DIR). Build the client with it as
 * VITE_GATE_KEY_FINGERPRINT: the gate then uses no download signed by another key, even one stored
 * on the device beside a key changed to match. The embedded PGlite directory opens in one process
 * only: stop the server first.
 */
import { gateKeyFingerprint } from '../../src/api/gate.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { gatePublicKey } from '../card/gate-signing-key.ts';
import { createDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';

async function run(): Promise<void> {
  const config = loadConfig();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    // The key is made once per database by the seed: a database the server never started on gets it here.
    await migrate(db);
    await seed(db, { demo: config.DEMO_DATA, paymentOrigin: config.PAYMENT_ORIGIN });
    console.log(await gateKeyFingerprint(await gatePublicKey(db)));
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
