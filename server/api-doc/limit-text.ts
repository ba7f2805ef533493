import type { Limit } from '../../src/api/contract.ts';

/** A window as API.md and server/README.md write it: `15 min`, `1 h`, `24 h`. */
export function windowText(seconds: number): string {
  return seconds % 3600 === 0 ? `${seconds / 3600} h` : `${seconds / 60} min`;
}

/** What a limit counts, as both documents write it: `failures only`, `every call`, and when the handler counts. */
export function countsText(limit: Limit): string {
  const counts = limit.failuresOnly ? 'failures only' : 'every call';
  return limit.when ? `${counts}, when ${limit.when}` : counts;
}

/** The cells every row about a limit starts with: counted by, number, window, counts. */
export function limitCells(limit: Limit): [string, string, string, string] {
  return [limit.per, String(limit.max), windowText(limit.windowSeconds), countsText(limit)];
}
