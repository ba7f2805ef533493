import { join } from 'node:path';
import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/mini';
import type { ImportIssue } from './issues.ts';
import { readCsv, type CsvFile, type Encoding } from './read-csv.ts';
import { FILES, gameRowSchema, memberRowSchema, priceRowSchema, seatRowSchema, type GameRow, type MemberRow, type PriceRow, type SeatRow } from './schemas.ts';

export interface Lined<T> {
  line: number;
  value: T;
}

/** The four files read and each line checked on its own and against the other lines (no database yet). */
export interface ParsedImport {
  encodings: { file: string; encoding: Encoding | null; lines: number }[];
  seats: Lined<SeatRow>[];
  prices: Lined<PriceRow>[];
  games: Lined<GameRow>[];
  members: Lined<MemberRow>[];
  /** The season of the games (July to June): members' passes and payments are for it. */
  season: string | null;
  issues: ImportIssue[];
}

/** Each line through its zod schema; one issue per wrong field (the first thing wrong with it). */
function parseRows<S extends $ZodType>(file: CsvFile, schema: S, issues: ImportIssue[]): Lined<output<S>>[] {
  const parsed: Lined<output<S>>[] = [];
  for (const row of file.rows) {
    const result = safeParse(schema, row.cells);
    if (result.success) {
      parsed.push({ line: row.line, value: result.data });
      continue;
    }
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (seen.has(field)) continue;
      seen.add(field);
      issues.push({ file: file.name, line: row.line, field, message: issue.message });
    }
  }
  return parsed;
}

/** Lines whose key was already on an earlier line: an issue each, naming that line. */
function refuseRepeats<T>(file: string, rows: Lined<T>[], field: string, keyOf: (row: T) => string | null, what: string, issues: ImportIssue[]): void {
  const first = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row.value);
    if (key === null) continue;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, row.line);
    else issues.push({ file, line: row.line, field, message: `${what} repetido: ya está en la línea ${earlier}` });
  }
}

export const seatKey = (sector: string, area: string, row: number, seat: number) => `${sector}\u0000${area}\u0000${row}\u0000${seat}`;
export const areaKey = (sector: string, area: string) => `${sector}\u0000${area}`;

/** The season a day belongs to: from July, '25/26' for 2025-07-01 … 2026-06-30. */
export function seasonOf(isoDay: string): string {
  const year = Number(isoDay.slice(0, 4));
  const start = Number(isoDay.slice(5, 7)) >= 7 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}/${two(start + 1)}`;
}

export async function parseImport(dir: string): Promise<ParsedImport> {
  const [seatsFile, pricesFile, gamesFile, membersFile] = await Promise.all(
    [FILES.seats, FILES.prices, FILES.games, FILES.members].map((spec) => readCsv(join(dir, spec.file), spec.columns)),
  );
  if (!seatsFile || !pricesFile || !gamesFile || !membersFile) throw new Error('four files expected');
  const files = [seatsFile, pricesFile, gamesFile, membersFile];
  const issues = files.flatMap((file) => file.issues);
  const seats = parseRows(seatsFile, seatRowSchema, issues);
  const prices = parseRows(pricesFile, priceRowSchema, issues) as Lined<PriceRow>[];
  const games = parseRows(gamesFile, gameRowSchema, issues);
  const members = parseRows(membersFile, memberRowSchema, issues);

  refuseRepeats(FILES.seats.file, seats, 'seat', (s) => seatKey(s.sector, s.area, s.row, s.seat), 'asiento', issues);
  refuseRepeats(FILES.prices.file, prices, 'pass', (p) => `${areaKey(p.sector, p.area)}\u0000${p.pass}`, 'precio de zona y abono', issues);
  refuseRepeats(FILES.games.file, games, 'starts_at', (g) => g.starts_at, 'partido (misma fecha y hora)', issues);
  refuseRepeats(FILES.members.file, members, 'number', (m) => String(m.number), 'número de socio', issues);
  refuseRepeats(FILES.members.file, members, 'dni', (m) => m.dni, 'DNI', issues);
  refuseRepeats(FILES.members.file, members, 'mail', (m) => m.mail?.toLowerCase() ?? null, 'correo', issues);
  refuseRepeats(FILES.members.file, members, 'seat', (m) => (m.row !== null && m.seat !== null ? seatKey(m.sector, m.area, m.row, m.seat) : null), 'asiento', issues);

  for (const { line, value } of members) {
    const given = [value.sector !== '', value.area !== '', value.row !== null, value.seat !== null];
    if (given.some(Boolean) && !given.every(Boolean)) {
      issues.push({ file: FILES.members.file, line, field: 'seat', message: 'el asiento necesita sector, area, row y seat, o ninguno' });
    }
    if ((value.group === '') !== (value.group_type === null)) {
      issues.push({ file: FILES.members.file, line, field: 'group_type', message: 'un grupo necesita nombre (group) y tipo (group_type: FAMILY o FRIENDS)' });
    }
  }

  const season = games[0] ? seasonOf(games[0].value.starts_at) : null;
  if (gamesFile.encoding !== null && games.length === 0 && gamesFile.rows.length === 0) {
    issues.push({ file: FILES.games.file, line: 0, field: '', message: 'no tiene partidos: la temporada se toma de ellos' });
  }
  for (const { line, value } of games) {
    if (seasonOf(value.starts_at) !== season) {
      issues.push({ file: FILES.games.file, line, field: 'starts_at', message: `es de la temporada ${seasonOf(value.starts_at)} y el primer partido de la ${season}: un fichero, una temporada` });
    }
  }
  const encodings = files.map((file) => ({ file: file.name, encoding: file.encoding, lines: file.rows.length }));
  return { encodings, seats, prices, games, members, season, issues };
}
