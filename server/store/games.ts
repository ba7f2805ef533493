import type { Game } from '../../src/api/gate.ts';
import type { Queryable } from '../db/db.ts';
import { CLUB_TIME_ZONE } from './users.ts';

/** A game with its club day (the day its codes are made for) and the end of that day. */
export type GameWithExpiry = Game & { expiresAt: string };

/** The columns of a GameRow: a game and its club day. */
export const GAME_COLUMNS = `id, season, starts_at, competition, opponent, to_char(starts_at AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD') AS day`;

/** The end of a game's club day (midnight after it, Europe/Madrid), over the columns of `games`. */
export const DAY_ENDS_AT_SQL = `((starts_at AT TIME ZONE '${CLUB_TIME_ZONE}')::date + 1)::timestamp AT TIME ZONE '${CLUB_TIME_ZONE}'`;

const GAME_SELECT = `
  SELECT ${GAME_COLUMNS}, ${DAY_ENDS_AT_SQL} AS day_ends_at
  FROM games`;

/** A row of `games` with its club day, as every read of a game selects it. */
export interface GameRow {
  id: number;
  season: string;
  starts_at: Date | string;
  competition: Game['competition'];
  opponent: string;
  day: string;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

/** The game as the contract shows it (src/api/gate.ts), from its row. */
export const toGame = (row: GameRow): Game => ({
  id: row.id,
  season: row.season,
  startsAt: iso(row.starts_at),
  day: row.day,
  competition: row.competition,
  opponent: row.opponent,
});

const withExpiry = (row: GameRow & { day_ends_at: Date | string }): GameWithExpiry => ({ ...toGame(row), expiresAt: iso(row.day_ends_at) });

export async function listSeasonGames(db: Queryable, season: string): Promise<Game[]> {
  const { rows } = await db.query<GameRow>(`${GAME_SELECT} WHERE season = $1 ORDER BY starts_at, id`, [season]);
  return rows.map(toGame);
}

export async function findSeasonGame(db: Queryable, season: string, id: number): Promise<GameWithExpiry | null> {
  const { rows } = await db.query<GameRow & { day_ends_at: Date | string }>(`${GAME_SELECT} WHERE season = $1 AND id = $2`, [season, id]);
  return rows[0] ? withExpiry(rows[0]) : null;
}
