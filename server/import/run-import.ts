import type { Db } from '../db/db.ts';
import type { ImportIssue } from './issues.ts';
import { planArena, type Counts } from './plan-arena.ts';
import { planGames } from './plan-games.ts';
import { planMembers } from './plan-members.ts';
import { FILES } from './schemas.ts';
import { readSnapshot } from './snapshot.ts';
import { parseImport, type ParsedImport } from './validate.ts';
import { writeArena, writeGames, writeMembers } from './write.ts';

export interface ImportReport {
  encodings: ParsedImport['encodings'];
  season: string | null;
  /** Every problem found; when there is one, nothing was written. */
  issues: ImportIssue[];
  /** Lines added, changed and left as they were, per file (empty when nothing was written). */
  counts: Partial<Record<(typeof FILES)[keyof typeof FILES]['file'], Counts>>;
  written: boolean;
}

/** Two imports at once would both read the same "next id": the second waits for the first. */
const IMPORT_LOCK = 'club-import';
/** What a bulk load changes: fresh statistics, or the planner takes 100,000 partners for a handful. */
const ANALYZED_TABLES = 'sectors, areas, seats, area_prices, games, users, partners, seat_claims, partner_payments, groups, group_members';

/**
 * Reads DIR's four files, checks every line and, only when nothing is wrong, writes them in one
 * transaction: all or nothing. Lines are matched with the database by their keys (partner number,
 * sector/area/row/seat, sector/area/pass, game day and time), so the same files again change nothing.
 */
export async function runImport(db: Db, dir: string): Promise<ImportReport> {
  const parsed = await parseImport(dir);
  const season = parsed.season;
  const report: ImportReport = { encodings: parsed.encodings, season, issues: parsed.issues, counts: {}, written: false };
  const changed = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [IMPORT_LOCK]);
    const snapshot = await readSnapshot(
      tx,
      season ?? '',
      parsed.members.map((m) => m.value.dni),
      parsed.members.flatMap((m) => (m.value.mail ? [m.value.mail.toLowerCase()] : [])),
    );
    const arena = planArena(snapshot, parsed.seats, parsed.prices, report.issues);
    const games = planGames(snapshot, parsed.games, season ?? '');
    const members = planMembers(snapshot, parsed.members, arena.seatIds, season ?? '', report.issues);
    if (report.issues.length > 0 || season === null) return 0;
    await writeArena(tx, arena);
    await writeGames(tx, games, season);
    await writeMembers(tx, members, season);
    report.counts = {
      [FILES.seats.file]: arena.seatCounts,
      [FILES.prices.file]: arena.priceCounts,
      [FILES.games.file]: games.counts,
      [FILES.members.file]: members.counts,
    };
    report.written = true;
    return Object.values(report.counts).reduce((sum, c) => sum + c.inserted + c.updated, 0);
  });
  if (changed > 0) await db.exec(`ANALYZE ${ANALYZED_TABLES}`);
  report.issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return report;
}
