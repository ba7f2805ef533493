import { clubDay } from '../../src/api/card-code.ts';
import { HOME_BLOCKS, homeKindOf, type Home, type HomeBlockName, type HomeGroup, type HomeNextGame, type HomePass, type HomeTickets } from '../../src/api/home.ts';
import type { SeasonOverview } from '../../src/api/season.ts';
import type { PartnerProfile, User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { DAY_ENDS_AT_SQL, GAME_COLUMNS, listSeasonGames, toGame, type GameRow } from './games.ts';
import { loadGroup } from './groups.ts';
import { readHomeMoney } from './home-money.ts';
import { readHomeRenewal } from './home-renewal.ts';
import { currentSeason } from './member-cards.ts';
import { seasonOfPartner } from './season.ts';

/** Called with each block whose reader threw: the route logs it with the request. */
export type BlockFailure = (block: HomeBlockName, error: unknown) => void;

/**
 * GET home at `now`: the blocks of the user's kind, each read on its own (a reader that throws
 * makes its block FAILED, the others still READY). Read one after another, not at once: a home
 * read then holds one pooled connection at a time, however many blocks it has.
 */
export async function readHome(db: Queryable, user: User, now: Date, onFailure: BlockFailure): Promise<Home> {
  const kind = homeKindOf(user);
  const home: Home = { kind, number: user.partner?.partnerNumber ?? user.sympathizer?.number ?? null };
  const readers = blockReaders(db, user, now);
  for (const block of HOME_BLOCKS[kind]) {
    try {
      Object.assign(home, { [block]: { status: 'READY', value: await readers[block]() } });
    } catch (error) {
      onFailure(block, error);
      Object.assign(home, { [block]: { status: 'FAILED' } });
    }
  }
  return home;
}

type Readers = { [Block in HomeBlockName]-?: () => Promise<Extract<NonNullable<Home[Block]>, { status: 'READY' }>['value']> };

function blockReaders(db: Queryable, user: User, now: Date): Readers {
  const partner = user.partner;
  // Read once, on first use, by the next game and the pass alike (five queries whatever the games).
  let season: Promise<SeasonOverview | null> | undefined;
  const partnerSeason = () => (season ??= partner?.seat ? seasonOfPartner(db, partner.id, now) : Promise.resolve(null));
  const own = (): PartnerProfile => {
    if (!partner) throw new Error('A partner block was read for a user without a partner');
    return partner;
  };
  return {
    nextGame: async () => nextGame(db, await partnerSeason(), now),
    pass: async () => pass(own(), await partnerSeason()),
    money: () => readHomeMoney(db, user.id, own()),
    group: () => (user.group ? group(db, user.group.id, own().id) : Promise.resolve(null)),
    renewal: () => readHomeRenewal(db, user, now),
    tickets: () => upcomingTickets(db, user.id, now),
  };
}

/**
 * The first home game of the current season whose club day is today or later. A partner with a
 * seat gets it from their season (with what they did with the seat: released, given, entered);
 * anyone else from the games, with no seat.
 */
async function nextGame(db: Queryable, overview: SeasonOverview | null, now: Date): Promise<HomeNextGame | null> {
  const today = clubDay(now.getTime());
  if (overview) {
    const next = overview.games.find((g) => g.game.day >= today);
    if (!next) return null;
    const { game, status, deadline, open, release, guest } = next;
    const mayRelease = now < new Date(deadline) && now < new Date(game.startsAt);
    const mine = { partnerId: overview.partnerId, seat: overview.seat, status, deadline, open, mayRelease, release, guest, guests: overview.guests };
    return { game, today: game.day === today, mine };
  }
  const season = await currentSeason(db);
  const game = season ? (await listSeasonGames(db, season)).find((g) => g.day >= today) : undefined;
  return game ? { game, today: game.day === today, mine: null } : null;
}

function pass(partner: PartnerProfile, overview: SeasonOverview | null): HomePass {
  return {
    season: partner.info.season,
    partnerNumber: partner.partnerNumber,
    status: partner.status,
    blocked: partner.blocked,
    seat: partner.seat,
    attendance: overview?.attendance ?? null,
  };
}

/** The caller's group (two queries, store/groups.ts): its active members and whether the caller is an active owner. */
async function group(db: Queryable, groupId: number, partnerId: number): Promise<HomeGroup | null> {
  const found = await loadGroup(db, groupId);
  if (!found) return null;
  const owner = found.owners.some((entry) => entry.member.partner.id === partnerId);
  return { id: found.id, name: found.name, type: found.type, members: found.members.length, owner };
}

/**
 * The caller's tickets of games whose club day is not over, in one query: how many, and the
 * first by tip-off. As GET tickets lists them: bought ones only (a guest pass's ticket has no order).
 */
async function upcomingTickets(db: Queryable, userId: number, now: Date): Promise<HomeTickets> {
  const { rows } = await db.query<GameRow & { ticket_id: number; upcoming: number }>(
    `SELECT t.id AS ticket_id, count(*) OVER ()::int AS upcoming, g.id, g.season, g.starts_at, g.competition, g.opponent, g.day
     FROM tickets t
     JOIN (SELECT ${GAME_COLUMNS}, ${DAY_ENDS_AT_SQL} AS day_ends_at FROM games) g ON g.id = t.game_id
     WHERE t.user_id = $1 AND t.ticket_order_id IS NOT NULL AND g.day_ends_at > $2
     ORDER BY g.starts_at, t.id LIMIT 1`,
    [userId, now.toISOString()],
  );
  const first = rows[0];
  return { upcoming: first?.upcoming ?? 0, next: first ? { id: first.ticket_id, game: toGame(first) } : null };
}
