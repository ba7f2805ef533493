/**
 * npx tsx server/scripts/season-calendar.ts show SEASON | set FILE.json
 *
 * The club's campaign dates of a season (SPEC §9) without code: `show` prints the season's
 * calendar as JSON (e.g. `show 26/27 > calendar.json`), `set` saves an edited one after checking
 * it. Same env as the server (DATABASE_URL or DATA_DIR); with the embedded PGlite directory,
 * stop the server first, as for the maintenance switch.
 */
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { createDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { CalendarRefused, checkedSeasonCalendar } from '../store/season-calendar-check.ts';
import { readSeasonCalendar, saveSeasonCalendar } from '../store/season-calendars.ts';

const USAGE = 'Usage: npx tsx server/scripts/season-calendar.ts show SEASON | set FILE.json';

async function run([command, argument]: string[]): Promise<void> {
  if ((command !== 'show' && command !== 'set') || !argument) throw new Error(USAGE);
  const calendar = command === 'set' ? checkedSeasonCalendar(JSON.parse(readFileSync(argument, 'utf8'))) : null;
  const config = loadConfig();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    await seed(db, { demo: config.DEMO_DATA, paymentOrigin: config.PAYMENT_ORIGIN });
    if (calendar) await saveSeasonCalendar(db, calendar);
    const saved = await readSeasonCalendar(db, calendar?.season ?? argument);
    if (!saved) throw new Error(`No calendar for season ${argument}`);
    console.log(JSON.stringify(saved, null, 2));
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof CalendarRefused || error instanceof Error ? error.message : error);
  process.exit(1);
});
