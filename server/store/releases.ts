import type { Game } from '../../src/api/gate.ts';
import type { Credits, Release, ReleasesOverview } from '../../src/api/releases.ts';
import type { User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { currentSeason } from './member-cards.ts';
import { CLUB_TIME_ZONE } from './users.ts';

/**
 * Whether the caller's partner ($1) may act for partner `partner` (an SQL expression): the seat
 * change's rule (store/seat-change-init.ts), their own partner or an ACTIVE member of a group
 * they own as an ACTIVE owner.
 */
export const mayActForSql = (partner: string) => `(${partner} = $1 OR EXISTS (
  SELECT 1 FROM group_members member JOIN group_members owner ON owner.group_id = member.group_id
  WHERE member.partner_id = ${partner} AND member.status = 'ACTIVE'
    AND owner.partner_id = $1 AND owner.is_owner AND owner.status = 'ACTIVE'))`;

/** The last moment to release or take back a seat for game `g` (a games row), with `st` the settings row. */
export const deadlineSql = (g: string) => `(${g}.starts_at - make_interval(mins => st.release_deadline_minutes))`;

/** The member's credit for a ticket of `priceCents`: the share in percent, rounded down to the cent. */
export const creditCents = (priceCents: number, sharePercent: number) => Math.floor((priceCents * sharePercent) / 100);

const euros = (cents: number) => cents / 100;
const iso = (value: Date | string) => new Date(value).toISOString();

interface PartnerRow {
  id: number;
  partner_number: number;
  name: string;
  lastname: string;
  seat_id: number;
  area_id: number;
  area: string;
  sector: string;
  row_number: number;
  seat_number: number;
}

interface GameRow {
  id: number;
  season: string;
  starts_at: Date | string;
  day: string;
  competition: Game['competition'];
  opponent: string;
  price_tier: string | null;
  deadline: Date | string;
  open: boolean;
}

/** A release as the queries read it, with the credit written once it sold. */
export interface ReleaseRow {
  id: number;
  game_id: number;
  partner_id: number;
  status: Release['status'];
  area_id: number;
  credited_cents: number | null;
}

/**
 * GET releases: the partners the caller may release a seat for (ACTIVE, not blocked, with a
 * seat), the season's games still to come with their deadline, and per partner what a sale
 * would credit and their release. Settings are read on each call: a new share applies at once.
 */
export async function releasesOverview(db: Queryable, user: User): Promise<ReleasesOverview> {
  const settings = await readReleaseSettings(db);
  const season = await currentSeason(db);
  if (!user.partner || !season) return { ...settings, partners: [], games: [] };
  const partners = await listReleasablePartners(db, user.partner.id);
  const games = await listComingGames(db, season);
  const prices = await listPrices(db, games);
  const releases = await listReleases(db, partners.map((p) => p.id), games.map((g) => g.id));
  return {
    ...settings,
    partners: partners.map((p) => ({
      partnerId: p.id,
      partnerNumber: p.partner_number,
      name: p.name,
      lastname: p.lastname,
      seat: { id: p.seat_id, sector: p.sector, area: p.area, areaId: p.area_id, row: p.row_number, number: p.seat_number },
    })),
    games: games.map((game) => {
      const deadline = iso(game.deadline);
      const priceOf = (areaId: number) => prices.get(`${game.price_tier}:${areaId}`);
      const seats = partners.flatMap((partner) => {
        const row = releases.findLast((r) => r.game_id === game.id && r.partner_id === partner.id);
        const price = priceOf(partner.area_id);
        if (price === undefined && !row) return [];
        const release = row ? toRelease(row, deadline, priceOf(row.area_id), settings.sharePercent) : null;
        return [{ partnerId: partner.id, credit: euros(creditCents(price ?? 0, settings.sharePercent)), release }];
      });
      return { game: toGame(game), deadline, open: game.open, seats };
    }),
  };
}

/** A release as its member sees it: once sold, the credit written in the ledger; before, what a sale would credit. */
export function toRelease(row: ReleaseRow, deadline: string, priceCents: number | undefined, sharePercent: number): Release {
  return {
    id: row.id,
    gameId: row.game_id,
    partnerId: row.partner_id,
    status: row.status,
    credit: euros(row.credited_cents ?? creditCents(priceCents ?? 0, sharePercent)),
    deadline,
  };
}

async function readReleaseSettings(db: Queryable): Promise<{ sharePercent: number; deadlineMinutes: number }> {
  const { rows } = await db.query<{ release_share_percent: number; release_deadline_minutes: number }>(
    'SELECT release_share_percent, release_deadline_minutes FROM settings',
  );
  return { sharePercent: rows[0]?.release_share_percent ?? 0, deadlineMinutes: rows[0]?.release_deadline_minutes ?? 0 };
}

async function listReleasablePartners(db: Queryable, callerPartnerId: number): Promise<PartnerRow[]> {
  const { rows } = await db.query<PartnerRow>(
    `SELECT p.id, p.partner_number, u.name, u.lastname, c.seat_id, s.area_id, a.name AS area, sec.name AS sector, s.row_number, s.seat_number
     FROM partners p
     JOIN users u ON u.id = p.user_id
     JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD'
     JOIN seats s ON s.id = c.seat_id
     JOIN areas a ON a.id = s.area_id
     JOIN sectors sec ON sec.id = a.sector_id
     WHERE p.status = 'ACTIVE' AND NOT p.blocked AND ${mayActForSql('p.id')}
     ORDER BY p.id = $1 DESC, p.partner_number`,
    [callerPartnerId],
  );
  return rows;
}

async function listComingGames(db: Queryable, season: string): Promise<GameRow[]> {
  const { rows } = await db.query<GameRow>(
    `SELECT g.id, g.season, g.starts_at, g.competition, g.opponent, g.price_tier,
            to_char(g.starts_at AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD') AS day,
            ${deadlineSql('g')} AS deadline, now() < ${deadlineSql('g')} AS open
     FROM games g CROSS JOIN settings st
     WHERE g.season = $1 AND g.starts_at > now()
     ORDER BY g.starts_at, g.id`,
    [season],
  );
  return rows;
}

/** Ticket prices by `tier:areaId` for the tiers of these games. */
async function listPrices(db: Queryable, games: GameRow[]): Promise<Map<string, number>> {
  const tiers = [...new Set(games.flatMap((g) => (g.price_tier ? [g.price_tier] : [])))];
  if (tiers.length === 0) return new Map();
  const { rows } = await db.query<{ tier: string; area_id: number; price_cents: number }>(
    'SELECT tier, area_id, price_cents FROM game_prices WHERE tier = ANY($1::text[])',
    [tiers],
  );
  return new Map(rows.map((row) => [`${row.tier}:${row.area_id}`, row.price_cents]));
}

/** Every release of these partners for these games, oldest first (the last one per game and partner is the current one). */
async function listReleases(db: Queryable, partnerIds: number[], gameIds: number[]): Promise<ReleaseRow[]> {
  if (partnerIds.length === 0 || gameIds.length === 0) return [];
  const { rows } = await db.query<ReleaseRow>(
    `SELECT r.id, r.game_id, r.partner_id, r.status, s.area_id, mc.amount_cents AS credited_cents
     FROM seat_releases r JOIN seats s ON s.id = r.seat_id LEFT JOIN member_credits mc ON mc.release_id = r.id
     WHERE r.partner_id = ANY($1::int[]) AND r.game_id = ANY($2::int[])
     ORDER BY r.id`,
    [partnerIds, gameIds],
  );
  return rows;
}

function toGame(row: GameRow): Game {
  return { id: row.id, season: row.season, startsAt: iso(row.starts_at), day: row.day, competition: row.competition, opponent: row.opponent };
}

interface CreditRow {
  id: number;
  partner_id: number;
  amount_cents: number;
  reason: 'RELEASE_SOLD';
  created_at: Date | string;
  game_id: number | null;
  season: string | null;
  starts_at: Date | string | null;
  day: string | null;
  competition: Game['competition'] | null;
  opponent: string | null;
  area: string | null;
  row_number: number | null;
  seat_number: number | null;
}

/** GET credits: the ledger of the caller's own partner, newest first, and its sum; empty without a partner. */
export async function listCredits(db: Queryable, user: User): Promise<Credits> {
  if (!user.partner) return { balance: 0, lines: [] };
  const { rows } = await db.query<CreditRow>(
    `SELECT mc.id, mc.partner_id, mc.amount_cents, mc.reason, mc.created_at,
            g.id AS game_id, g.season, g.starts_at, g.competition, g.opponent,
            to_char(g.starts_at AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD') AS day,
            a.name AS area, s.row_number, s.seat_number
     FROM member_credits mc
     LEFT JOIN seat_releases r ON r.id = mc.release_id
     LEFT JOIN games g ON g.id = r.game_id
     LEFT JOIN seats s ON s.id = r.seat_id
     LEFT JOIN areas a ON a.id = s.area_id
     WHERE mc.partner_id = $1
     ORDER BY mc.id DESC`,
    [user.partner.id],
  );
  return {
    balance: euros(rows.reduce((sum, row) => sum + row.amount_cents, 0)),
    lines: rows.map((row) => ({
      id: row.id,
      partnerId: row.partner_id,
      amount: euros(row.amount_cents),
      reason: row.reason,
      at: iso(row.created_at),
      game:
        row.game_id !== null && row.starts_at !== null
          ? { id: row.game_id, season: row.season!, startsAt: iso(row.starts_at), day: row.day!, competition: row.competition!, opponent: row.opponent! }
          : null,
      seat: row.area !== null ? { area: row.area, row: row.row_number!, number: row.seat_number! } : null,
    })),
  };
}
