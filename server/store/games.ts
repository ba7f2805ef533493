import type { Game } from '../../src/api/gate.ts';
import type { Queryable } from '../db/db.ts';
import { CLUB_TIME_ZONE } from './users.ts';

/** A game with its club day (the day its codes are made for) and the end of that day. */
export type GameWithExpiry = Game & { expiresAt: string };

const GAME_SELECT = `
  SELECT id, season, starts_at, competition, opponent,
         to_char(starts_at AT TIME ZONE '${CLUB_TIME_ZONE}', 'YYYY-MM-DD') AS day,
         ((starts_at AT TIME ZONE '${CLUB_TIME_ZONE}')::date + 1)::timestamp AT TIME ZONE '${CLUB_TIME_ZONE}' AS day_ends_at
  FROM games`;

interface GameRow {
  id: number;
  season: string;
  starts_at: Date | string;
  competition: Game['competition'];
  opponent: string;
  day: string;
  day_ends_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toGame(row: GameRow): GameWithExpiry {
  return {
    id: row.id,
    season: row.season,
    startsAt: iso(row.starts_at),
    day: row.day,
    competition: row.competition,
    opponent: row.opponent,
    expiresAt: iso(row.day_ends_at),
  };
}

export async function listSeasonGames(db: Queryable, season: string): Promise<Game[]> {
  const { rows } = await db.query<GameRow>(`${GAME_SELECT} WHERE season = $1 ORDER BY starts_at, id`, [season]);
  return rows.map((row) => {
    const { expiresAt: _expiresAt, ...game } = toGame(row);
    return game;
  });
}

export async function findSeasonGame(db: Queryable, season: string, id: number): Promise<GameWithExpiry | null> {
  const { rows } = await db.query<GameRow>(`${GAME_SELECT} WHERE season = $1 AND id = $2`, [season, id]);
  return rows[0] ? toGame(rows[0]) : null;
}
