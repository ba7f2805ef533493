import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.ts';
import { CLUB_TIME_ZONE } from '../store/users.ts';
import type { Db, Queryable } from './db.ts';
import { contactSeed, legalLinkSeeds, socialLinkSeeds, sponsorSeeds } from './seed-data/footer.ts';
import { pagesEn } from './seed-data/pages.en.ts';
import { pagesEs } from './seed-data/pages.es.ts';
import { pagesFr } from './seed-data/pages.fr.ts';
import { cardAccounts, releaseNoSeatDemoSeat } from './seed-data/accounts-card.ts';
import { groupAccounts } from './seed-data/accounts-groups.ts';
import { loginAccounts } from './seed-data/accounts-login.ts';
import { seatChangeAccounts } from './seed-data/accounts-seat-change.ts';
import { seedArena } from './seed-data/arena.ts';
import { BACKGROUND_MAIL_DOMAIN } from './seed-data/arena-sales.ts';
import { seedProducts } from './seed-data/arena-products.ts';
import { seedRenewalDemoPartners, seedRenewalSeason } from './seed-data/renewal.ts';
import { seedGamePrices } from './seed-data/game-prices.ts';
import { SEASON_GAMES } from './seed-data/games.ts';
import { seedGroups } from './seed-data/groups.ts';
import { rolSeeds } from './seed-data/rols.ts';
import { seedSeatChanges } from './seed-data/seat-changes.ts';
import { seedSplitDebits, splitDebitAccounts } from './seed-data/split-debits.ts';
import { CURRENT_SEASON, DEMO_PASSWORD, DEMO_PIN, demoUsers, seasonPaymentDate, type DemoUserSeed } from './seed-data/users.ts';

export const DEFAULT_PAYMENT_ORIGIN = 'http://localhost:4010';

/** The domains of every demo account's mail: a production start refuses a database holding any. */
export const DEMO_MAIL_DOMAINS = ['demo.club', BACKGROUND_MAIL_DOMAIN];

export interface SeedOptions {
  /**
   * The demo accounts (whose password and PIN the README publishes), the arena, the calendar and
   * their groups, seat changes and debits: only for a laptop or a test (DEMO_DATA=on). Without it,
   * the base every deployment needs; the club loads its own members, seats and games (npm run import).
   */
  demo: boolean;
  /** Origin of the payment provider stored in settings; defaults to env PAYMENT_ORIGIN. */
  paymentOrigin?: string;
}

type Seeder = { name: string; table: string; run: (tx: Queryable) => Promise<void> };

/**
 * The base (settings, pages, footer, rols, products), then with `demo` the demo data. Idempotent:
 * each area is inserted only when its table is empty, so edits made to a running database survive
 * restarts. Returns the areas it filled. Order matters: users need rols, the arena's SOLD claims
 * and the groups need the users.
 */
export async function seed(db: Db, options: SeedOptions): Promise<string[]> {
  const paymentOrigin = options.paymentOrigin ?? process.env.PAYMENT_ORIGIN ?? DEFAULT_PAYMENT_ORIGIN;
  // Hash before the transaction: scrypt is slow and must not hold the transaction open. Every
  // demo account shares the documented password, so one hash (and one PIN hash) serves all.
  const usersEmpty = options.demo && (await isEmpty(db, 'users'));
  const hashes = usersEmpty ? { password: await hashPassword(DEMO_PASSWORD), pin: await hashPassword(DEMO_PIN) } : null;
  const base: Seeder[] = [
    { name: 'settings', table: 'settings', run: (tx) => seedSettings(tx, paymentOrigin) },
    { name: 'content_pages', table: 'content_pages', run: seedPages },
    { name: 'footer', table: 'club_contact', run: seedFooter },
    { name: 'rols', table: 'rols', run: seedRols },
    { name: 'products', table: 'products', run: (tx) => seedProducts(tx, options.demo) },
  ];
  const demo: Seeder[] = [
    { name: 'users', table: 'users', run: (tx) => (hashes ? insertUsers(tx, hashes) : Promise.resolve()) },
    {
      name: 'arena',
      table: 'seats',
      run: async (tx) => {
        await seedArena(tx);
        await releaseNoSeatDemoSeat(tx);
      },
    },
    { name: 'games', table: 'games', run: seedGames },
    { name: 'game_prices', table: 'game_prices', run: seedGamePrices },
    { name: 'groups', table: 'groups', run: seedGroups },
    { name: 'seat_changes', table: 'seat_changes', run: seedSeatChanges },
    { name: 'split_debits', table: 'split_debits', run: seedSplitDebits },
    { name: 'renewal_partners', table: 'season_calendars', run: seedRenewalDemoPartners },
  ];
  // After the games and seats it reads: the next season's calendar, prices and kept seats.
  const renewal: Seeder = { name: 'season_calendars', table: 'season_calendars', run: seedRenewalSeason };
  const seeders = options.demo ? [...base, ...demo, renewal] : [...base, renewal];
  const filled = await db.transaction(async (tx) => {
    const filled: string[] = [];
    for (const seeder of seeders) {
      if (seeder.name === 'users' && !hashes) continue;
      if (!(await isEmpty(tx, seeder.table))) continue;
      await seeder.run(tx);
      filled.push(seeder.name);
    }
    await ensureSecrets(tx);
    return filled;
  });
  if (filled.length > 0) await analyzeOwnTables(db);
  return filled;
}

/**
 * Fresh statistics after a bulk load: without them the planner takes the 5,600 partners for a
 * handful and joins them row by row (PGlite has no autovacuum to gather them later). Only this
 * schema's tables: a bare ANALYZE would go through every schema of a shared PostgreSQL.
 */
async function analyzeOwnTables(db: Db): Promise<void> {
  const { rows } = await db.query<{ name: string }>('SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema()');
  if (rows.length > 0) await db.exec(`ANALYZE ${rows.map((row) => row.name).join(', ')}`);
}

/** Every demo account: one per user kind, then those of each area's error paths. */
export const allDemoUsers: DemoUserSeed[] = [...demoUsers, ...loginAccounts, ...groupAccounts, ...seatChangeAccounts, ...splitDebitAccounts, ...cardAccounts];

/** Signing secrets and the gate's key pair are made once per database (a restart must not void links, pending payments or gate downloads). */
async function ensureSecrets(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE settings SET deep_link_secret = coalesce(deep_link_secret, $1),
                         payment_secret = coalesce(payment_secret, $2),
                         queue_visitor_secret = coalesce(queue_visitor_secret, $3),
                         queue_admission_secret = coalesce(queue_admission_secret, $4)`,
    [1, 2, 3, 4].map(() => randomBytes(32).toString('base64url')),
  );
  const { rows } = await tx.query<{ missing: boolean }>('SELECT gate_signing_key IS NULL AS missing FROM settings');
  if (rows[0]?.missing) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await tx.query('UPDATE settings SET gate_signing_key = coalesce(gate_signing_key, $1)', [pem]);
  }
}

/** The season's home calendar (seed-data/games.ts). */
async function seedGames(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO games (season, starts_at, competition, opponent)
     SELECT $1, starts_at, competition, opponent FROM unnest($2::timestamptz[], $3::text[], $4::text[]) AS t(starts_at, competition, opponent)
     ORDER BY starts_at`,
    [CURRENT_SEASON, SEASON_GAMES.map((game) => game.startsAt), SEASON_GAMES.map((game) => game.competition), SEASON_GAMES.map((game) => game.opponent)],
  );
}

async function seedRols(tx: Queryable): Promise<void> {
  for (const rol of rolSeeds) {
    await tx.query('INSERT INTO rols (id, code, name, junior, min_age, max_age) VALUES ($1, $2, $3, $4, $5, $6)', [
      rol.id,
      rol.code,
      rol.name,
      rol.junior,
      rol.minAge,
      rol.maxAge,
    ]);
  }
}

async function insertUsers(tx: Queryable, hashes: { password: string; pin: string }): Promise<void> {
  for (const user of allDemoUsers) await insertUser(tx, user, hashes);
}

async function isEmpty(db: Queryable, table: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}

async function seedSettings(tx: Queryable, paymentOrigin: string): Promise<void> {
  await tx.query(
    `INSERT INTO settings (partner_area_maintenance_mode, enable_partner_creation,
       partner_group_double_authentication, payment_methods, payment_provider_origin)
     VALUES (false, true, true, $1::jsonb, $2)`,
    // jsonb parameters are always passed as JSON text: pg would turn a JS array into a PG array.
    [JSON.stringify(['CARD', 'BIZUM']), paymentOrigin],
  );
}

async function seedPages(tx: Queryable): Promise<void> {
  const byLanguage = { es: pagesEs, en: pagesEn, fr: pagesFr };
  for (const [lang, pages] of Object.entries(byLanguage)) {
    for (const page of pages) {
      await tx.query('INSERT INTO content_pages (tag, lang, path, title, content) VALUES ($1, $2, $3, $4, $5)', [
        page.tag,
        lang,
        page.path,
        page.title,
        page.content,
      ]);
    }
  }
}

async function seedFooter(tx: Queryable): Promise<void> {
  for (const [position, s] of sponsorSeeds.entries()) {
    await tx.query('INSERT INTO sponsors (group_id, id, url, img, alt, position) VALUES ($1, $2, $3, $4, $5, $6)', [
      s.group,
      s.id,
      s.url,
      s.img,
      s.alt,
      position,
    ]);
  }
  const { name, address, phone, mail } = contactSeed;
  await tx.query('INSERT INTO club_contact (name, address, phone, mail) VALUES ($1, $2, $3, $4)', [
    name,
    address,
    phone,
    mail,
  ]);
  for (const [position, link] of legalLinkSeeds.entries()) {
    await tx.query('INSERT INTO legal_links (id, url, position) VALUES ($1, $2, $3)', [link.id, link.url, position]);
  }
  for (const [position, link] of socialLinkSeeds.entries()) {
    await tx.query('INSERT INTO social_links (id, url, position) VALUES ($1, $2, $3)', [link.id, link.url, position]);
  }
}

async function insertUser(tx: Queryable, user: DemoUserSeed, hashes: { password: string; pin: string }): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (mail, password_hash, name, lastname, type, dni, birthdate, phone, mail_confirmed, address,
       photo_validation_required, address_validation_required, special_renewal, photo, photo_status, staff_roles)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      user.mail,
      hashes.password,
      user.name,
      user.lastname,
      user.type,
      user.dni ?? null,
      user.birthdate ?? null,
      user.phone ?? null,
      user.mailConfirmed ?? true,
      user.address ? JSON.stringify(user.address) : null,
      user.photoValidationRequired ?? false,
      user.addressValidationRequired ?? false,
      user.specialRenewal ?? false,
      user.photo ?? null,
      user.photo ? (user.photoWaitingForReview ? 'PENDING' : 'CONFIRMED') : 'NONE',
      user.staffRoles ?? [],
    ],
  );
  const userId = rows[0]?.id;
  if (userId === undefined) throw new Error(`Could not insert demo user ${user.mail}`);
  if (user.photoWaitingForReview) await tx.query('UPDATE users SET photo_revision = 1, photo_sent_at = now() WHERE id = $1', [userId]);
  if (user.partner) {
    const p = user.partner;
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO partners (user_id, partner_number, previous_partner_number, iban, season, pin_hash, status, blocked,
         rol_id, change_seat_allowed, change_seat_execution_allowed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT id FROM rols WHERE code = $9), $10, $11) RETURNING id`,
      [
        userId,
        p.partnerNumber,
        p.previousPartnerNumber ?? null,
        p.iban,
        CURRENT_SEASON,
        hashes.pin,
        p.status ?? 'ACTIVE',
        p.blocked ?? false,
        p.rol ?? 'ADULT',
        p.changeSeatAllowed,
        p.changeSeatExecutionAllowed,
      ],
    );
    for (const payment of p.payments) {
      // Noon of that day in the club's time zone, so the profile shows that very day.
      await tx.query(
        `INSERT INTO partner_payments (partner_id, season, amount_cents, paid_at)
         VALUES ($1, $2, $3, ($4::date + time '12:00') AT TIME ZONE '${CLUB_TIME_ZONE}')`,
        [inserted.rows[0]?.id, payment.season, payment.amountCents, payment.paidAt ?? seasonPaymentDate(payment.season)],
      );
    }
  }
  if (user.sympathizer) {
    await tx.query('INSERT INTO sympathizers (user_id, number, pin_hash) VALUES ($1, $2, $3)', [
      userId,
      user.sympathizer.number,
      user.sympathizer.number === null ? null : hashes.pin,
    ]);
  }
  if (user.fan) {
    await tx.query('INSERT INTO fans (user_id, shareholders_available) VALUES ($1, $2)', [
      userId,
      user.fan.shareholdersAvailable,
    ]);
  }
}
