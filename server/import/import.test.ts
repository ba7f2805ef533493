import { cp, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { pgliteDb } from '../db/pglite-db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { createTestDatabasePlace, POSTGRES_URL, type TestDatabasePlace } from '../test/test-app.ts';
import { formatIssues, PRINTED_ISSUES } from './issues.ts';
import { MAX_FILE_BYTES, MAX_LINES } from './read-csv.ts';
import { runImport } from './run-import.ts';

const SAMPLE = join(import.meta.dirname, 'sample');

let place: TestDatabasePlace | undefined;
let db: Db;
let dir: string;
/** On PGlite, the migrated base database once per file: each test opens a copy of it. */
let baseDump: File | Blob | undefined;

/** A production database: the schema and the base every deployment gets, no demo data. */
async function openBaseDatabase(): Promise<Db> {
  const fresh = await createTestDatabasePlace({ inMemory: true });
  const opened = await fresh.open();
  await migrate(opened);
  await seed(opened, { demo: false });
  place = fresh;
  return opened;
}

beforeAll(async () => {
  if (POSTGRES_URL) return;
  const lite = await PGlite.create();
  const base = pgliteDb(lite);
  await migrate(base);
  await seed(base, { demo: false });
  baseDump = await lite.dumpDataDir('none');
  await base.close();
}, 180_000);

beforeEach(async () => {
  db = baseDump ? pgliteDb(await PGlite.create({ loadDataDir: baseDump })) : await openBaseDatabase();
  dir = await mkdtemp(join(tmpdir(), 'club-import-'));
  await cp(SAMPLE, dir, { recursive: true });
}, 120_000);

afterEach(async () => {
  await db.close();
  await place?.dispose();
  place = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function tableCounts(): Promise<Record<string, number>> {
  const tables = ['sectors', 'areas', 'seats', 'area_prices', 'games', 'users', 'partners', 'seat_claims', 'partner_payments', 'groups', 'group_members'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? -1;
  return counts;
}

const editFile = async (name: string, edit: (text: string) => string) => writeFile(join(dir, name), edit(await readFile(join(dir, name), 'utf8')));
const where = (report: Awaited<ReturnType<typeof runImport>>) => report.issues.map((i) => `${i.file}:${i.line}:${i.field}`);

describe('npm run import', () => {
  it('imports the sample, and the same files again change nothing', async () => {
    const first = await runImport(db, dir);
    expect(first.issues).toEqual([]);
    expect(first.season).toBe('25/26');
    expect(first.counts['members.csv']).toEqual({ inserted: 6, updated: 0, unchanged: 0 });
    expect(first.counts['seats.csv']).toEqual({ inserted: 14, updated: 0, unchanged: 0 });
    expect(await tableCounts()).toMatchObject({ sectors: 2, areas: 3, seats: 14, area_prices: 8, games: 4, users: 6, partners: 6, seat_claims: 5, partner_payments: 5, groups: 1, group_members: 3 });
    const before = await tableCounts();

    const again = await runImport(db, dir);
    expect(again.written).toBe(true);
    for (const counts of Object.values(again.counts)) expect(counts).toMatchObject({ inserted: 0, updated: 0 });
    expect(await tableCounts()).toEqual(before);

    const { rows } = await db.query<{ starts_at: string; mail: string | null; owner: boolean }>(
      `SELECT to_char(g.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS starts_at FROM games g ORDER BY starts_at LIMIT 1`,
    );
    // 19:00 in Madrid on 20 September (summer time) is 17:00 UTC.
    expect(rows[0]?.starts_at).toBe('2025-09-20 17:00');
  });

  it('updates a changed line by its key and moves the seat', async () => {
    await runImport(db, dir);
    await editFile('members.csv', (text) => text.replace('7006,00000006Y,Fermín,Supuesto Gil,1990-12-24,fermin.supuesto@example.org,ADULT,,,,,,,', '7006,00000006Y,Fermín,Supuesto Gil,1990-12-24,fermin.supuesto@example.org,ADULT,Tribuna Norte,Zona A,2,4,,,'));
    await editFile('members.csv', (text) => text.replace(',Darío,', ',Darío José,').replace('Fondo Sur,Zona S1,1,2,,,192', 'Fondo Sur,Zona S1,1,3,,,192'));
    await editFile('prices.csv', (text) => text.replace('Fondo Sur,Zona S1,GOLD,192', 'Fondo Sur,Zona S1,GOLD,195'));
    const report = await runImport(db, dir);
    expect(report.issues).toEqual([]);
    expect(report.counts['members.csv']).toEqual({ inserted: 0, updated: 2, unchanged: 4 });
    expect(report.counts['prices.csv']).toEqual({ inserted: 0, updated: 1, unchanged: 7 });
    const { rows } = await db.query<{ name: string; row_number: number; seat_number: number }>(
      `SELECT u.name, s.row_number, s.seat_number FROM partners p JOIN users u ON u.id = p.user_id
       JOIN seat_claims c ON c.partner_id = p.id AND c.kind = 'SOLD' JOIN seats s ON s.id = c.seat_id WHERE p.partner_number IN (7004, 7006) ORDER BY p.partner_number`,
    );
    expect(rows).toEqual([
      { name: 'Darío José', row_number: 1, seat_number: 3 },
      { name: 'Fermín', row_number: 2, seat_number: 4 },
    ]);
  });

  it('refuses a hostile file with every error listed and writes nothing', async () => {
    await editFile('members.csv', (text) =>
      text
        // A DNI whose letter is wrong (00000001R is right).
        .replace('7001,00000001R,', '7001,00000001T,')
        // The seat of 7002 given to 7003 as well.
        .replace('Tribuna Norte,Zona A,1,3,Familia', 'Tribuna Norte,Zona A,1,2,Familia')
        // Formulas in text cells.
        .replace(',Elena,', ',=HYPERLINK(A1),')
        .replace(',Supuesto Gil,', ',+cmd|calc,')
        .replace(',Darío,', ',@SUM(A1),'),
    );
    await editFile('seats.csv', (text) => `${text}Tribuna Norte,Zona A,1,1,-3,10,\n`);
    await editFile('games.csv', (text) => text.replace('Basket Ejemplo', '-2+3'));
    await editFile('prices.csv', (text) => text.replace('GOLD,240', 'GOLD,=1+1'));
    const before = await tableCounts();
    const report = await runImport(db, dir);
    expect(report.written).toBe(false);
    expect(where(report)).toEqual([
      'games.csv:3:opponent',
      'members.csv:2:dni',
      'members.csv:4:seat',
      'members.csv:5:name',
      'members.csv:6:name',
      'members.csv:7:lastname',
      'prices.csv:3:price',
      'seats.csv:16:seat',
    ]);
    expect(report.issues.find((i) => i.field === 'dni')?.message).toContain('debería ser R');
    expect(report.issues.find((i) => i.file === 'members.csv' && i.field === 'seat')?.message).toContain('línea 3');
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a seat already sold to a member the files do not move', async () => {
    await runImport(db, dir);
    await writeFile(
      join(dir, 'members.csv'),
      'number,dni,name,lastname,birthdate,mail,pass,sector,area,row,seat,group,group_type,paid\n7100,00000100P,Gema,Nueva Prueba,1999-02-02,,ADULT,Tribuna Norte,Zona A,1,1,,,\n',
    );
    const report = await runImport(db, dir);
    expect(where(report)).toEqual(['members.csv:2:seat']);
    expect(report.issues[0]?.message).toContain('socio 7001');
  });

  it('reads UTF-8 with a BOM and Windows-1252, says which, and refuses a file mixing both', async () => {
    const members = await readFile(join(dir, 'members.csv'), 'utf8');
    await writeFile(join(dir, 'members.csv'), encodeWindows1252(members));
    await writeFile(join(dir, 'seats.csv'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), await readFile(join(dir, 'seats.csv'))]));
    const report = await runImport(db, dir);
    expect(report.issues).toEqual([]);
    expect(report.encodings.map((e) => `${e.file} ${e.encoding}`)).toEqual(['seats.csv UTF-8 con BOM', 'prices.csv UTF-8', 'games.csv UTF-8', 'members.csv Windows-1252']);
    const { rows } = await db.query<{ name: string }>("SELECT name FROM users WHERE dni = 'X0000004G'");
    expect(rows[0]?.name).toBe('Darío');

    // A UTF-8 line pasted into the Windows-1252 file: either reading garbles a name.
    await writeFile(join(dir, 'members.csv'), Buffer.concat([encodeWindows1252(members), Buffer.from('7200,00000200?,Íñigo,Muñoz Peña,1990-01-01,,ADULT,,,,,,,\n', 'utf8')]));
    const mixed = await runImport(db, dir);
    expect(mixed.written).toBe(false);
    expect(where(mixed)).toEqual(['members.csv:8:']);
    expect(mixed.issues[0]?.message).toContain('mezcla codificaciones');
  });

  it('lists every error of a 100,000-line hostile file, printing the first 200 and the count', async () => {
    const lines = 100_000;
    const body = Array.from({ length: lines }, (_, i) => `${8000 + i},12345678A,Nombre,Apellido,1990-01-01,,ADULT,,,,,,,`);
    await writeFile(join(dir, 'members.csv'), `number,dni,name,lastname,birthdate,mail,pass,sector,area,row,seat,group,group_type,paid\n${body.join('\n')}\n`);
    const report = await runImport(db, dir);
    // Each line's DNI letter is wrong (12345678Z is right) and repeated after the first.
    expect(report.issues.filter((i) => i.field === 'dni')).toHaveLength(lines);
    const printed = formatIssues(report.issues);
    expect(printed).toHaveLength(PRINTED_ISSUES + 1);
    expect(printed.at(-1)).toContain(`${report.issues.length} en total`);
    expect((await tableCounts()).users).toBe(0);
  }, 120_000); // 100,000 lines checked on a loaded machine: a limit, not a speed check

  it('refuses a file over the size or line limit before reading its lines', async () => {
    await truncate(join(dir, 'games.csv'), MAX_FILE_BYTES + 1);
    const body = `number,dni,name,lastname,birthdate,mail,pass,sector,area,row,seat,group,group_type,paid\n${'\n,'.repeat(MAX_LINES + 1)}`;
    await writeFile(join(dir, 'members.csv'), body);
    const report = await runImport(db, dir);
    expect(report.issues.map((i) => `${i.file}:${i.message}`)).toEqual([
      `games.csv:ocupa ${MAX_FILE_BYTES + 1} bytes; el máximo es ${MAX_FILE_BYTES}`,
      `members.csv:tiene ${MAX_LINES + 1} líneas; el máximo es ${MAX_LINES}`,
    ]);
  });
});

/** What Excel's Spanish "CSV (delimitado por comas)" writes: one byte per character (the sample's accents are Latin-1's). */
function encodeWindows1252(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}
