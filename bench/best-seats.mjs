#!/usr/bin/env node
/**
 * "Best seats together" (issue 34): the pure search of server/seats/best-block.ts on the seeded
 * arena (server/db/seed-data: about 10,000 seats, its wheelchair places), with a share of the
 * seats taken at random (fixed seed, the same seats every run) but the wheelchair places free, as
 * the seed leaves them. The largest area has no wheelchair place: there the wheelchair search
 * finds none, after looking at every seat. For N = 2, 4, 8 people, with and
 * without a wheelchair user, in the largest area and over the whole arena (areas in an adult's
 * price order, as the endpoints pass them), it times bestBlock: median, p95 and max over --runs
 * calls after a warm-up, and prints what it found.
 *
 *   npm run bench:best-seats [-- --runs 300] [-- --taken 0.6]
 *
 * Prints figures only; no target changes the exit code. Raw figures: bench/results/best-seats.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from '../src/api/arena/index.ts';
import { seatAccessById } from '../server/db/seed-data/arena-access.ts';
import { buildArenaLayout } from '../server/db/seed-data/arena-layout.ts';
import { areaPrices } from '../server/db/seed-data/arena-prices.ts';
import { bestBlock } from '../server/seats/best-block.ts';
import { table } from './table.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '300' }, taken: { type: 'string', default: '0.6' } } });
const RUNS = Number(values.runs);
const TAKEN = Number(values.taken);
const WARM_UP = 30;
const ADULT_ROL = 1;
const COUNTS = [2, 4, 8];

/** Every priced area for N adults, cheapest first (ties by id, as the area list orders them). */
function searchAreas(count) {
  const layout = buildArenaLayout();
  const access = seatAccessById(layout.seats);
  const random = seededRandom(34);
  const price = new Map(areaPrices(layout.areas).filter((p) => p.rolId === ADULT_ROL).map((p) => [p.areaId, p.priceCents]));
  const seatsByArea = new Map();
  for (const seat of layout.seats) {
    const seats = seatsByArea.get(seat.areaId) ?? [];
    const kind = access.get(seat.id) ?? null;
    const free = random() >= TAKEN || kind !== null;
    seats.push({ id: seat.id, row: seat.row, number: seat.number, x: seat.x, y: seat.y, access: kind, free });
    seatsByArea.set(seat.areaId, seats);
  }
  return layout.areas
    .filter((area) => price.has(area.id))
    .map((area) => ({ id: area.id, name: area.name, priceCents: price.get(area.id) * count, seats: seatsByArea.get(area.id) }))
    .sort((a, b) => a.priceCents - b.priceCents || a.id - b.id);
}

function time(areas, request) {
  for (let i = 0; i < WARM_UP; i++) bestBlock(areas, request);
  const times = [];
  let block = null;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    block = bestBlock(areas, request);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  return { median: at(0.5), p95: at(0.95), max: times.at(-1), block };
}

const results = [];
for (const count of COUNTS) {
  const arena = searchAreas(count);
  const largest = arena.reduce((best, area) => (area.seats.length > best.seats.length ? area : best));
  const scopes = [
    { scope: `largest area (${largest.name}, ${largest.seats.length} seats)`, areas: [largest] },
    { scope: `whole arena (${arena.length} areas, ${arena.reduce((sum, area) => sum + area.seats.length, 0)} seats)`, areas: arena },
  ];
  for (const { scope, areas } of scopes) {
    for (const wheelchairIndex of [undefined, 0]) {
      const { median, p95, max, block } = time(areas, { count, wheelchairIndex });
      results.push({ count, scope, wheelchair: wheelchairIndex !== undefined, median, p95, max, block });
    }
  }
}

const ms = (value) => value.toFixed(3);
const found = (block) => (block ? `${block.arrangement}${block.groups > 1 ? ` ×${block.groups}` : ''} in ${block.areaId}` : 'none');
table(
  ['N', 'scope', 'wheelchair', 'median ms', 'p95 ms', 'max ms', 'found'],
  'rllrrrl',
  results.map((r) => [r.count, r.scope, r.wheelchair ? 'yes' : 'no', ms(r.median), ms(r.p95), ms(r.max), found(r.block)]),
);
const cpu = cpus();
console.log(
  `\n${RUNS} runs after ${WARM_UP} warm-up calls each, ${Math.round(TAKEN * 100)} % of the seats taken; ` +
    `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores (load average ${loadavg()[0].toFixed(1)}), Node ${process.versions.node}.`,
);
const resultsDir = join(resolve(import.meta.dirname, '..'), 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'best-seats.json'), `${JSON.stringify({ runs: RUNS, taken: TAKEN, results }, null, 2)}\n`);
