/**
 * Runs before the e2e main server, on its fresh database: tables and demo data, the accounts of
 * the hostile-input test (hostile-accounts.ts), then the deep links the browser tests open
 * (signed with that database's secret, as the back office would mint them), written to
 * E2E_DEEP_LINKS. The embedded database opens in one process at a time, so this
 * happens before the server starts.
 */
import { writeFileSync } from 'node:fs';
import { mintDeepLinkToken } from '../server/auth/deep-link-token.ts';
import { loadConfig } from '../server/config.ts';
import { createDb } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import { openRenewalSeason } from '../server/store/renewal-season.ts';
import { saveSeasonCalendar } from '../server/store/season-calendars.ts';
import { readSigningSecret } from '../server/store/settings.ts';
import { findUserIdByMail } from '../server/store/users.ts';
import { gateTestGameStartsAt, guestTestGameStartsAt } from './gate-game.ts';
import { createHostileAccounts } from './hostile-accounts.ts';
import { createRenewalAccounts, RENEWAL_SEASON, renewalCalendar } from './renewal-accounts.ts';
import { createSeatedMember, INVITING_MEMBER, prepareTicketSale } from './ticket-accounts.ts';

const output = process.env.E2E_DEEP_LINKS;
if (!output) throw new Error('E2E_DEEP_LINKS must name the file for the minted links');

const config = loadConfig();
const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  await seed(db, { demo: true, paymentOrigin: config.PAYMENT_ORIGIN });
  await createHostileAccounts(db);
  // The gate downloads only today's or tomorrow's game: the gate's test gets one tomorrow.
  await db.query("INSERT INTO games (season, starts_at, competition, opponent) VALUES ('25/26', $1, 'MENS_LEAGUE', 'Club Baloncesto Rival')", [
    gateTestGameStartsAt(),
  ]);
  // Its tickets are on sale, and a member of its own has a seat to release for it.
  await prepareTicketSale(db, gateTestGameStartsAt());
  // The guests' game, the same evening, and a member who gives their seat for it.
  await db.query("INSERT INTO games (season, starts_at, competition, opponent) VALUES ('25/26', $1, 'WOMENS_LEAGUE', 'Club Baloncesto Invitado')", [
    guestTestGameStartsAt(),
  ]);
  await createSeatedMember(db, INVITING_MEMBER);
  // The renewal's test: its accounts, the next season's calendar with the renewal open today, and their seats kept.
  await createRenewalAccounts(db);
  await saveSeasonCalendar(db, renewalCalendar('renewal'));
  await openRenewalSeason(db, RENEWAL_SEASON);
  const secret = await readSigningSecret(db, 'deepLink');
  const employeeId = await findUserIdByMail(db, 'empleado@demo.club');
  if (employeeId === null) throw new Error('the demo employee is missing');
  const redirect = mintDeepLinkToken(secret, { type: 'REDIRECT', redirectUrl: '/abonos/joven', ttlSeconds: 3600 });
  const links = {
    login: mintDeepLinkToken(secret, { type: 'LOGIN', redirectUrl: '/abonado', userId: employeeId, ttlSeconds: 3600 }),
    // A LOGIN link works once: the gate's test, the tickets' and the photo review's have their own.
    gateLogin: mintDeepLinkToken(secret, { type: 'LOGIN', redirectUrl: '/abonado', userId: employeeId, ttlSeconds: 3600 }),
    photoReviewLogin: mintDeepLinkToken(secret, { type: 'LOGIN', redirectUrl: '/abonado', userId: employeeId, ttlSeconds: 3600 }),
    ticketGateLogin: mintDeepLinkToken(secret, { type: 'LOGIN', redirectUrl: '/abonado', userId: employeeId, ttlSeconds: 3600 }),
    guestGateLogin: mintDeepLinkToken(secret, { type: 'LOGIN', redirectUrl: '/abonado', userId: employeeId, ttlSeconds: 3600 }),
    redirect,
    expired: mintDeepLinkToken(secret, { type: 'REDIRECT', redirectUrl: '/abonado', ttlSeconds: 60, nowMs: Date.now() - 3_600_000 }),
    // Same payload, signature of another secret: what a forger could produce.
    forged: `${redirect.split('.')[0]}.${mintDeepLinkToken('not-the-secret', { type: 'REDIRECT', redirectUrl: '/', ttlSeconds: 60 }).split('.')[1]}`,
  };
  writeFileSync(output, JSON.stringify(links));
} finally {
  await db.close();
}
