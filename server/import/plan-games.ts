import type { Counts } from './plan-arena.ts';
import type { GameRow } from './schemas.ts';
import type { Snapshot } from './snapshot.ts';
import type { Lined } from './validate.ts';

export interface GameChanges {
  /** Local Madrid times ("YYYY-MM-DDTHH:MM:00"); the database turns them into instants. */
  gamesNew: { local: string; competition: string; opponent: string }[];
  gamesChanged: { id: number; competition: string; opponent: string }[];
  counts: Counts;
}

/** Games are known by their day and time on the club's clock. */
export function planGames(snapshot: Snapshot, games: Lined<GameRow>[], season: string): GameChanges {
  const byLocal = new Map(snapshot.games.map((game) => [game.local, game]));
  const changes: GameChanges = { gamesNew: [], gamesChanged: [], counts: { inserted: 0, updated: 0, unchanged: 0 } };
  for (const { value } of games) {
    const existing = byLocal.get(value.starts_at);
    if (!existing) {
      changes.gamesNew.push({ local: value.starts_at, competition: value.competition, opponent: value.opponent });
      changes.counts.inserted++;
    } else if (existing.competition !== value.competition || existing.opponent !== value.opponent || existing.season !== season) {
      changes.gamesChanged.push({ id: existing.id, competition: value.competition, opponent: value.opponent });
      changes.counts.updated++;
    } else changes.counts.unchanged++;
  }
  return changes;
}
