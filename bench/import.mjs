#!/usr/bin/env node
/**
 * The import of the club's data (npm run import): the sample of server/import/sample, then a
 * generated club of --members lines (100,000 by default, with their seats, prices and games), each
 * imported twice (the second time changes nothing) into a fresh database with the base only, on
 * PGlite (in memory) and on PostgreSQL when BENCH_DATABASE_URL names a throwaway database (never the club's: it imports invented members into it). Prints lines and seconds.
 *
 *   npm run bench:import [-- --members 100000]
 *
 * Prints figures only; no target changes the exit code.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { createDb } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import { runImport } from '../server/import/run-import.ts';

const { values } = parseArgs({ options: { members: { type: 'string', default: '100000' } } });
const MEMBERS = Number(values.members);
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const SEATS_PER_ROW = 50;
const ROWS_PER_AREA = 40;

/** A club of `count` members, each with a seat of their own (areas of 40 rows of 50 seats). */
async function writeClub(dir, count) {
  const seats = ['sector,area,row,seat,x,y,access'];
  const prices = ['sector,area,pass,price'];
  const members = ['number,dni,name,lastname,birthdate,mail,pass,sector,area,row,seat,group,group_type,paid'];
  const areas = Math.ceil(count / (SEATS_PER_ROW * ROWS_PER_AREA));
  for (let a = 0; a < areas; a++) {
    const sector = `Sector ${Math.floor(a / 5) + 1}`;
    prices.push(`${sector},Zona ${a + 1},ADULT,240`, `${sector},Zona ${a + 1},CHILD,120`);
  }
  for (let i = 0; i < count; i++) {
    const a = Math.floor(i / (SEATS_PER_ROW * ROWS_PER_AREA));
    const row = Math.floor(i / SEATS_PER_ROW) % ROWS_PER_AREA + 1;
    const seat = (i % SEATS_PER_ROW) + 1;
    const sector = `Sector ${Math.floor(a / 5) + 1}`;
    seats.push(`${sector},Zona ${a + 1},${row},${seat},${a * 60 + seat},${row},`);
    const number = 10_000_000 + i;
    const dni = `${String(number).padStart(8, '0')}${DNI_LETTERS[number % 23]}`;
    members.push(`${i + 1},${dni},Nombre ${i},Apellido ${i},1980-01-01,socio.${i}@example.org,ADULT,${sector},Zona ${a + 1},${row},${seat},,,240`);
  }
  await writeFile(join(dir, 'seats.csv'), `${seats.join('\n')}\n`);
  await writeFile(join(dir, 'prices.csv'), `${prices.join('\n')}\n`);
  await writeFile(join(dir, 'games.csv'), 'starts_at,competition,opponent\n2025-10-05 18:00,MENS_LEAGUE,Basket Ejemplo\n');
  await writeFile(join(dir, 'members.csv'), `${members.join('\n')}\n`);
}

async function timeImport(label, dir, databaseUrl) {
  const db = await createDb({ databaseUrl });
  try {
    await migrate(db);
    await seed(db, { demo: false });
    for (const run of ['first', 'again']) {
      const started = performance.now();
      const report = await runImport(db, dir);
      const seconds = (performance.now() - started) / 1000;
      if (!report.written) throw new Error(`${label}: refused, ${report.issues.length} issues`);
      const lines = report.encodings.reduce((sum, e) => sum + e.lines, 0);
      const changes = Object.values(report.counts).reduce((sum, c) => sum + c.inserted + c.updated, 0);
      console.log(`${label.padEnd(28)} ${run.padEnd(6)} ${String(lines).padStart(8)} lines ${seconds.toFixed(1).padStart(7)} s ${String(changes).padStart(8)} changes`);
    }
  } finally {
    await db.close();
  }
}

const generated = await mkdtemp(join(tmpdir(), 'club-import-bench-'));
try {
  await writeClub(generated, MEMBERS);
  const sample = join(generated, 'sample');
  await cp(join(import.meta.dirname, '../server/import/sample'), sample, { recursive: true });
  const databases = [['PGlite', undefined], ...(process.env.BENCH_DATABASE_URL ? [['PostgreSQL', process.env.BENCH_DATABASE_URL]] : [])];
  for (const [name, url] of databases) {
    await timeImport(`${name} sample`, sample, url);
    await timeImport(`${name} ${MEMBERS} members`, generated, url);
  }
} finally {
  await rm(generated, { recursive: true, force: true });
}
