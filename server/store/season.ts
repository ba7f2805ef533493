import type { GuestPassSummary, SeasonGame, SeasonOverview } from '../../src/api/season.ts';
import type { PartnerSeat } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { attendanceOf, seasonGameStatus, type GameFacts } from './attendance.ts';
import { DAY_ENDS_AT_SQL, GAME_COLUMNS, iso, toGame, type GameRow } from './games.ts';
import { currentSeason } from './member-cards.ts';
import { deadlineSql, toRelease, type ReleaseRow } from './releases.ts';

/** A member's own partner with their season seat, and the settings a season overview reads. */
interface SeatedPartnerRow {
  id: number;
  partner_number: number;
  seat_id: number;
  area_id: number;
  area: string;
  sector: string;
  row_number: number;
  seat_number: number;
  release_share_percent: number;
  guest_passes_per_season: number;
}

interface SeasonGameRow extends GameRow {
  day_ends_at: Date | string;
  deadline: Date | string;
  downloaded: boolean;
  entry_at: Date | string | null;
  entry_device: string | null;
}

/** A release with its seat's ticket price for the game (what a sale would credit is a share of it). */
interface SeasonReleaseRow extends ReleaseRow {
  price_cents: number | null;
}

interface GuestPassRow {
  id: number;
  game_id: number;
  guest_name: string;
  guest_mail: string | null;
  status: GuestPassSummary['status'];
  opened: boolean;
  entered: boolean;
}

/** The partner `partnerId` while ACTIVE with a seat this season (a SOLD season claim); null otherwise. */
export async function findSeatedPartner(db: Queryable, partnerId: number): Promise<SeatedPartnerRow | null> {
  const { rows } = await db.query<SeatedPartnerRow>(
    `SELECT p.id, p.partner_number, c.seat_id, s.area_id, a.name AS area, sec.name AS sector, s.row_number, s.seat_number,
            st.release_share_percent, st.guest_passes_per_season
     FROM partners p
     JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD'
     JOIN seats s ON s.id = c.seat_id
     JOIN areas a ON a.id = s.area_id
     JOIN sectors sec ON sec.id = a.sector_id
     CROSS JOIN settings st
     WHERE p.id = $1 AND p.status = 'ACTIVE'`,
    [partnerId],
  );
  return rows[0] ?? null;
}

/**
 * The season of partner `partnerId` as GET season answers it, at `now`; null without a seat or a
 * season. Five queries whatever the number of games: the partner, the season, its games with the
 * member's first entry, their releases and their guest passes.
 */
export async function seasonOfPartner(db: Queryable, partnerId: number, now: Date): Promise<SeasonOverview | null> {
  const partner = await findSeatedPartner(db, partnerId);
  const season = partner && (await currentSeason(db));
  if (!partner || !season) return null;
  const games = await listSeasonGames(db, season, partner.partner_number);
  const releases = await listReleases(db, partner.id, season);
  const passes = await listGuestPasses(db, partner.id, season);

  const seasonGames = games.map((row) => {
    const release = releases.findLast((r) => r.game_id === row.id) ?? null;
    const pass = passes.findLast((p) => p.game_id === row.id) ?? null;
    const facts: GameFacts = {
      startsAt: new Date(row.starts_at),
      dayEndsAt: new Date(row.day_ends_at),
      entered: row.entry_at !== null,
      release: release && release.status !== 'TAKEN_BACK' ? release.status : null,
      guest: pass?.status === 'GIVEN' ? { entered: pass.entered } : null,
    };
    return { facts, game: toSeasonGame(row, facts, now, release, pass, partner.release_share_percent) };
  });

  return {
    season,
    partnerId: partner.id,
    seat: seatOf(partner),
    attendance: attendanceOf(seasonGames.map((g) => g.facts), now),
    guests: { max: partner.guest_passes_per_season, used: passes.filter((p) => p.status === 'GIVEN').length },
    games: seasonGames.map((g) => g.game),
  };
}

const seatOf = (partner: SeatedPartnerRow): PartnerSeat => ({
  id: partner.seat_id,
  sector: partner.sector,
  area: partner.area,
  areaId: partner.area_id,
  row: partner.row_number,
  number: partner.seat_number,
});

function toSeasonGame(
  row: SeasonGameRow,
  facts: GameFacts,
  now: Date,
  release: SeasonReleaseRow | null,
  pass: GuestPassRow | null,
  sharePercent: number,
): SeasonGame {
  const deadline = iso(row.deadline);
  return {
    game: toGame(row),
    status: seasonGameStatus(facts, now),
    deadline,
    // The gate's download carries the seat's holder for the game: after it nothing may change hands.
    open: now < new Date(row.deadline) && now < facts.startsAt && !row.downloaded,
    entry: row.entry_at !== null ? { at: iso(row.entry_at), gate: gateLabel(row.entry_device ?? '') } : null,
    release: release ? toRelease(release, deadline, release.price_cents ?? undefined, sharePercent) : null,
    guest: pass
      ? { id: pass.id, gameId: pass.game_id, guestName: pass.guest_name, guestMail: pass.guest_mail, status: pass.status, opened: pass.opened, entered: pass.entered }
      : null,
  };
}

/**
 * The gate that admitted the member, as the page names it: a device has no name, only a random
 * id, and its first characters tell the club's few gates apart without showing the whole id.
 */
const gateLabel = (deviceId: string) => deviceId.slice(0, 6).toUpperCase();

/** The season's games by tip-off, each with its deadline, whether a gate downloaded it, and the member's first entry. */
async function listSeasonGames(db: Queryable, season: string, partnerNumber: number): Promise<SeasonGameRow[]> {
  const { rows } = await db.query<SeasonGameRow>(
    `SELECT g.id, g.season, g.starts_at, g.competition, g.opponent, g.day, g.day_ends_at,
            ${deadlineSql('g')} AS deadline,
            EXISTS (SELECT 1 FROM gate_downloads d WHERE d.game_id = g.id) AS downloaded,
            entry.at AS entry_at, entry.device_id AS entry_device
     FROM (SELECT ${GAME_COLUMNS}, ${DAY_ENDS_AT_SQL} AS day_ends_at FROM games WHERE season = $1) g
     CROSS JOIN settings st
     LEFT JOIN LATERAL (
       SELECT e.at, e.device_id FROM gate_entries e WHERE e.game_id = g.id AND e.partner_number = $2 ORDER BY e.at, e.seq LIMIT 1
     ) entry ON true
     ORDER BY g.starts_at, g.id`,
    [season, partnerNumber],
  );
  return rows;
}

/** The partner's releases of the season, oldest first, with the credit written or the price a sale would credit from. */
async function listReleases(db: Queryable, partnerId: number, season: string): Promise<SeasonReleaseRow[]> {
  const { rows } = await db.query<SeasonReleaseRow>(
    `SELECT r.id, r.game_id, r.partner_id, r.status, s.area_id, mc.amount_cents AS credited_cents, gp.price_cents
     FROM seat_releases r
     JOIN games g ON g.id = r.game_id
     JOIN seats s ON s.id = r.seat_id
     LEFT JOIN member_credits mc ON mc.release_id = r.id
     LEFT JOIN game_prices gp ON gp.tier = g.price_tier AND gp.area_id = s.area_id
     WHERE r.partner_id = $1 AND g.season = $2
     ORDER BY r.id`,
    [partnerId, season],
  );
  return rows;
}

/** The partner's guest passes of the season, oldest first; `entered` when a gate admitted the pass's ticket. */
async function listGuestPasses(db: Queryable, partnerId: number, season: string): Promise<GuestPassRow[]> {
  const { rows } = await db.query<GuestPassRow>(
    `SELECT gp.id, gp.game_id, gp.guest_name, gp.guest_mail, gp.status, gp.opened_at IS NOT NULL AS opened,
            EXISTS (SELECT 1 FROM tickets t JOIN gate_entries e ON e.ticket_id = t.id WHERE t.guest_pass_id = gp.id) AS entered
     FROM guest_passes gp
     JOIN games g ON g.id = gp.game_id
     WHERE gp.partner_id = $1 AND g.season = $2
     ORDER BY gp.id`,
    [partnerId, season],
  );
  return rows;
}
