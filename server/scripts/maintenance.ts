/**
 * npx tsx server/scripts/maintenance.ts on|off|status
 *
 * Flips partnerAreaMaintenanceMode in the settings row of the same database the server uses
 * (same env: DATABASE_URL or DATA_DIR). With DATABASE_URL it applies live: the server reads the
 * row on every GET /api/config/partners. The embedded PGlite directory, however, can be opened
 * by one process only: stop the server first (the directory lock makes this script refuse
 * otherwise), or start the server with MAINTENANCE_MODE=on|off instead.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { createDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { readServerConfig, setMaintenanceMode } from '../store/settings.ts';

const USAGE = 'Usage: npx tsx server/scripts/maintenance.ts on|off|status';

async function run(command: string | undefined): Promise<void> {
  if (command !== 'on' && command !== 'off' && command !== 'status') throw new Error(USAGE);
  const config = loadConfig();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    // A database the server has never started on gets its tables and settings row first.
    await migrate(db);
    await seed(db, { demo: config.DEMO_DATA, paymentOrigin: config.PAYMENT_ORIGIN });
    if (command !== 'status') await setMaintenanceMode(db, command === 'on');
    const { partnerAreaMaintenanceMode } = await readServerConfig(db);
    console.log(`Maintenance mode: ${partnerAreaMaintenanceMode ? 'on' : 'off'}`);
  } finally {
    await db.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
