import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidDni, pastDateSchema } from '../../src/api/contract.ts';
import { COOKIES_POLICY_TAG } from '../../src/api/pages.ts';
import { userTypes } from '../../src/api/users.ts';
import { verifyPassword } from '../auth/password.ts';
import { readServerConfig } from '../store/settings.ts';
import { createTestDb } from '../test/test-app.ts';
import type { Db } from './db.ts';
import { allDemoUsers, seed } from './seed.ts';
import { cardDemo } from './seed-data/accounts-card.ts';
import { sponsorSeeds } from './seed-data/footer.ts';
import { SEASON_GAMES } from './seed-data/games.ts';
import { CURRENT_SEASON, DEMO_PASSWORD } from './seed-data/users.ts';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../public');
const LEGAL_TAGS = [
  'aviso-legal',
  COOKIES_POLICY_TAG,
  'politica-privacidad',
  'proteccion-datos',
  'politica-transparencia',
  'canal-etico',
];
/** Client routes a content page must never shadow (the catch-all route only sees the rest). */
const APP_ROUTE = /^\/(noroute|mantenimiento|abonos(\/|$)|abonado|sso|hazte-|simpatizante|accionista|empresa|dl\/|promo-embou)|^\/$/;

describe('seed', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it('is idempotent: a second run inserts nothing', async () => {
    const count = async () =>
      (await db.query<{ n: number }>(`SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM content_pages)
        + (SELECT count(*) FROM sponsors) + (SELECT count(*) FROM settings) + (SELECT count(*) FROM seats)
        + (SELECT count(*) FROM seat_claims) + (SELECT count(*) FROM groups) + (SELECT count(*) FROM seat_changes)
        + (SELECT count(*) FROM products) + (SELECT count(*) FROM games) AS n`)).rows[0]?.n;
    const before = await count();
    await expect(seed(db, { demo: true })).resolves.toEqual([]);
    expect(await count()).toBe(before);
  });

  it('starts with the documented switches', async () => {
    await expect(readServerConfig(db)).resolves.toEqual({
      partnerAreaMaintenanceMode: false,
      enablePartnerCreation: true,
      partnerGroupDoubleAuthentication: true,
      payments: { methods: ['CARD', 'BIZUM'], providerOrigin: 'http://localhost:4010' },
      seatChangeProductId: 401,
    });
  });

  it('has every legal page in es, en and fr, on paths that never collide with app routes', async () => {
    const { rows } = await db.query<{ tag: string; lang: string; path: string }>('SELECT tag, lang, path FROM content_pages');
    for (const lang of ['es', 'en', 'fr']) {
      expect(rows.filter((row) => row.lang === lang).map((row) => row.tag).sort()).toEqual([...LEGAL_TAGS].sort());
    }
    for (const { path } of rows) expect(path).not.toMatch(APP_ROUTE);
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length); // a path names one page
    expect(rows.find((row) => row.tag === 'aviso-legal' && row.lang === 'fr')?.path).toBe('/mentions-legales');
  });

  it('puts no script in the public demo pages (sanitiser payloads live in the tests)', async () => {
    const { rows } = await db.query<{ tag: string; lang: string }>(
      `SELECT tag, lang FROM content_pages WHERE content ~* '<script|\\son[a-z]+\\s*=|javascript:'`,
    );
    expect(rows).toEqual([]);
  });

  it('has one demo account per user kind, plus a shareholder, all with the demo password', async () => {
    const { rows } = await db.query<{ mail: string; type: string; password_hash: string }>(
      "SELECT mail, type, password_hash FROM users WHERE password_hash <> '!'",
    );
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(userTypes));
    expect(rows.map((row) => row.mail).sort()).toEqual(allDemoUsers.map((user) => user.mail).sort());
    const shareholders = await db.query(
      "SELECT 1 FROM fans f JOIN users u ON u.id = f.user_id WHERE u.type = 'FAN' AND f.shareholders_available",
    );
    expect(shareholders.rows).toHaveLength(1);
    for (const row of rows) expect(row.mail).toMatch(/@demo\.club$/);
    // Accounts share one hash of the documented password: check each distinct hash once.
    for (const hash of new Set(rows.map((row) => row.password_hash))) {
      await expect(verifyPassword(DEMO_PASSWORD, hash)).resolves.toBe(true);
    }
  });

  it('gives every seeded user (background partners too) a DNI and birthdate the shared field rules accept', async () => {
    const { rows } = await db.query<{ mail: string; dni: string | null; birthdate: string | null }>(
      "SELECT mail, dni, to_char(birthdate, 'YYYY-MM-DD') AS birthdate FROM users WHERE dni IS NOT NULL OR birthdate IS NOT NULL",
    );
    expect(rows.length).toBeGreaterThanOrEqual(allDemoUsers.filter((user) => user.dni).length);
    for (const { mail, dni, birthdate } of rows) {
      expect(dni !== null && isValidDni(dni), `${mail}: DNI ${dni}`).toBe(true);
      expect(birthdate !== null && pastDateSchema.safeParse(birthdate).success, `${mail}: birthdate ${birthdate}`).toBe(true);
    }
  });

  it('gives the background partners of the arena no usable password', async () => {
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM users WHERE password_hash = '!' AND mail NOT LIKE '%@background.demo.club'",
    );
    expect(rows[0]?.n).toBe(0);
    await expect(verifyPassword('', '!')).resolves.toBe(false);
  });

  it("has the season's home calendar, 34 games at the times of the seed data", async () => {
    const { rows } = await db.query<{ season: string; starts_at: Date; competition: string; opponent: string }>(
      'SELECT season, starts_at, competition, opponent FROM games ORDER BY starts_at',
    );
    expect(rows).toHaveLength(34);
    const expected = [...SEASON_GAMES].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    expect(rows.map((row) => ({ season: row.season, at: new Date(row.starts_at).getTime(), competition: row.competition, opponent: row.opponent }))).toEqual(
      expected.map((game) => ({ season: CURRENT_SEASON, at: Date.parse(game.startsAt), competition: game.competition, opponent: game.opponent })),
    );
  });

  it('gives every seeded game a tier, a sale window ending at tip-off, and a price of at least 8 € for every area the season sells', async () => {
    const { rows } = await db.query<{ missing: number; unpriced: number; bad_window: number; below_min: number }>(
      `SELECT (SELECT count(*) FROM games WHERE price_tier IS NULL)::int AS missing,
         (SELECT count(*) FROM games g JOIN (SELECT DISTINCT area_id FROM area_prices) ap ON true
          WHERE NOT EXISTS (SELECT 1 FROM game_prices gp WHERE gp.tier = g.price_tier AND gp.area_id = ap.area_id))::int AS unpriced,
         (SELECT count(*) FROM games WHERE sale_opens_at IS NULL OR sale_closes_at <> starts_at)::int AS bad_window,
         (SELECT count(*) FROM game_prices WHERE price_cents < 800 OR price_cents % 100 <> 0)::int AS below_min`,
    );
    expect(rows[0]).toEqual({ missing: 0, unpriced: 0, bad_window: 0, below_min: 0 });
  });

  it('fills the tiers and sale windows of a database seeded before games had them', async () => {
    await db.exec('DELETE FROM game_prices; UPDATE games SET price_tier = NULL, sale_opens_at = NULL, sale_closes_at = NULL');
    expect(await seed(db, { demo: true })).toEqual(['game_prices']);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games WHERE price_tier IS NULL OR sale_opens_at IS NULL');
    expect(rows[0]?.n).toBe(0);
  });

  it("has a demo partner for each state of the member card, and the gate's signing key", async () => {
    const { rows } = await db.query<{ mail: string; photo: string; seat: boolean; paid: boolean }>(
      `SELECT u.mail, u.photo_status AS photo,
              EXISTS (SELECT 1 FROM seat_claims c WHERE c.partner_id = p.id AND c.kind = 'SOLD') AS seat,
              EXISTS (SELECT 1 FROM partner_payments pp WHERE pp.partner_id = p.id AND pp.season = $1) AS paid
       FROM users u JOIN partners p ON p.user_id = u.id WHERE u.mail = ANY($2::text[]) ORDER BY u.mail`,
      [CURRENT_SEASON, [cardDemo.withPhoto, cardDemo.noSeat]],
    );
    expect(rows).toEqual([
      { mail: cardDemo.noSeat, photo: 'PENDING', seat: false, paid: true },
      { mail: cardDemo.withPhoto, photo: 'CONFIRMED', seat: true, paid: true },
    ]);
    const key = await db.query<{ pem: string }>('SELECT gate_signing_key AS pem FROM settings');
    expect(key.rows[0]?.pem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('has a valid, distinct SVG logo in public/ for every sponsor', async () => {
    const files = await Promise.all(sponsorSeeds.map((s) => readFile(join(PUBLIC_DIR, s.img), 'utf8')));
    for (const svg of files) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(svg.trimEnd()).toMatch(/<\/svg>$/);
      expect(svg).not.toMatch(/<script|\son[a-z]+=/i);
      expect(svg.length).toBeLessThan(2048);
      expect(tagsAreBalanced(svg)).toBe(true);
    }
    expect(new Set(files).size).toBe(files.length);
  });
});

/** Enough XML checking for hand-written SVGs: every opened element closes, in order. */
function tagsAreBalanced(xml: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name ?? '');
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}
