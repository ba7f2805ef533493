/**
 * npx tsx server/scripts/deep-link.ts --to /abonado/perfil [--login --mail socio@demo.club] [--minutes 60]
 *
 * Mints a signed deep link for the database the server uses (same env: DATABASE_URL or
 * DATA_DIR; the secret lives in its settings row) and prints its path, /dl/<token>, to open
 * on the running site. A --login link logs in as the --mail user, once. The embedded PGlite
 * directory can be opened by one process only: stop the server first (or use DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { mintDeepLinkToken } from '../auth/deep-link-token.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { readSigningSecret } from '../store/settings.ts';
import { findUserIdByMail } from '../store/users.ts';

const USAGE = 'Usage: npx tsx server/scripts/deep-link.ts --to /abonado/perfil [--login --mail user@demo.club] [--minutes 60]';

function readArguments() {
  const { values } = parseArgs({
    options: {
      to: { type: 'string' },
      mail: { type: 'string' },
      login: { type: 'boolean', default: false },
      minutes: { type: 'string', default: '60' },
    },
  });
  const minutes = Number(values.minutes);
  if (!values.to || !Number.isInteger(minutes) || minutes <= 0) throw new Error(USAGE);
  if (values.login && !values.mail) throw new Error(`--login needs --mail. ${USAGE}`);
  if (!values.login && values.mail) console.warn('--mail is only used by --login links: ignored');
  return { to: values.to, mail: values.login ? values.mail : undefined, minutes };
}

async function run(): Promise<void> {
  const args = readArguments();
  const config = loadConfig();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    // A database the server has never started on gets its tables, demo users and secret first.
    await migrate(db);
    await seed(db, { demo: config.DEMO_DATA, paymentOrigin: config.PAYMENT_ORIGIN });
    const userId = args.mail === undefined ? undefined : await findUserIdByMail(db, args.mail);
    if (userId === null) throw new Error(`No user with mail ${args.mail}`);
    const token = mintDeepLinkToken(await readSigningSecret(db, 'deepLink'), {
      type: userId === undefined ? 'REDIRECT' : 'LOGIN',
      redirectUrl: args.to,
      userId,
      ttlSeconds: args.minutes * 60,
    });
    console.log(`/dl/${token}`);
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
