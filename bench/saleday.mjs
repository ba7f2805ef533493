#!/usr/bin/env node
/**
 * npm run bench:saleday [-- --processes 1,2,4] [-- --buyers 1000] [-- --wave 250] [-- --capacity 50]
 *                       [-- --outcomes 80,10,10] [-- --seed 32]
 *
 * Sign-up day on the cluster (scripts/cluster: a PostgreSQL, N app processes, nginx in front, the
 * payment-provider simulator on its own origin), once per process count. Thousands of buyers,
 * each from an address of its own (198.18.0.0/15, through nginx's trusted X-Forwarded-For), join
 * the queue tracker's line in waves (each wave when the one before has its answers), wait, and
 * when let in make a sign-up account, order the adult pass, open the areas, hold a seat and pay
 * at the simulator: approve, decline or abandon by --outcomes (percentages, seeded). When a third
 * of the buyers are through, one app process is killed (SIGKILL) and restarted.
 *
 * Prints per set-up: buyers, seats sold, payments approved (= seats sold), seats sold twice (0),
 * admissions out of order (0), members who lost their place across the crash (0), p50/p99 of
 * time-to-admission, hold and payment return, errors by kind and each process's peak memory.
 * Raw figures: bench/results/saleday.json. Figures only, never a judgement of speed; the exit
 * code is non-zero when a set-up could not run or an invariant broke.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from '../scripts/cluster/cluster.mjs';
import { saleDayBuyer } from './saleday/buyer.mjs';
import { admissionsOutOfOrder, admittedAtOf, holderOfAdmission, saleInvariants } from './saleday/invariants.mjs';
import { mailOutbox } from './saleday/outbox.mjs';
import { seededRandom } from '../src/api/arena/random.ts';
import { errorTally, peakMemoryMb, percentile } from './saleday/stats.mjs';
import { table } from './table.mjs';

const RESULTS_DIR = resolve(import.meta.dirname, 'results');
const { values: options } = parseArgs({
  options: {
    processes: { type: 'string', default: '1,2,4' },
    buyers: { type: 'string', default: '1000' },
    wave: { type: 'string', default: '250' },
    capacity: { type: 'string', default: '50' },
    outcomes: { type: 'string', default: '80,10,10' },
    seed: { type: 'string', default: '32' },
  },
});
const processCounts = options.processes.split(',').map(Number);
const settings = { buyers: Number(options.buyers), wave: Number(options.wave), capacity: Number(options.capacity), seed: Number(options.seed) };
const [approvePct, declinePct, abandonPct] = options.outcomes.split(',').map(Number);
if (
  !processCounts.every((n) => Number.isInteger(n) && n > 0) ||
  !Object.values(settings).every((n) => Number.isInteger(n) && n > 0) ||
  settings.buyers > 131_072 ||
  approvePct + declinePct + abandonPct !== 100
) {
  throw new Error('--processes: counts like 1,2,4; --buyers (up to 131072), --wave, --capacity, --seed: positive whole numbers; --outcomes: three percentages adding to 100');
}
/** The queue's settings on sale day, short where the bench would otherwise wait them out. */
const QUEUE_ENV = {
  QUEUE_TRACKER: 'on',
  QUEUE_CAPACITY: String(settings.capacity),
  // Long enough for a whole purchase on a loaded machine: nobody is sent back mid-flow.
  QUEUE_PERMISSION_SECONDS: '600',
  // A place outlives its socket this long: the killed process's members reconnect well within it.
  QUEUE_GRACE_SECONDS: '30',
};

/** No buyer done for this long: the run has stalled (a purchase takes seconds, the crash's recovery under a minute). */
const STALL_MS = 180_000;

let cluster;
process.once('SIGINT', () => Promise.resolve(cluster?.stop()).finally(() => process.exit(130)));

console.log(
  `Sale-day bench: ${settings.buyers} buyers in waves of ${settings.wave}, line capacity ${settings.capacity}, ` +
    `outcomes approve/decline/abandon ${approvePct}/${declinePct}/${abandonPct} %, seed ${settings.seed}`,
);
const machine = () => `${cpus().length} cores, load ${loadavg().map((n) => n.toFixed(1)).join(' ')}`;
console.log(`Machine: ${machine()}\n`);

const results = [];
let broken = false;
for (const processes of processCounts) {
  try {
    const result = await saleDay(processes);
    results.push(result);
    broken ||= !result.invariantsHeld;
  } catch (error) {
    console.error(`${processes} process(es): the run failed: ${error.stack ?? error}`);
    results.push({ processes, failed: String(error.message ?? error) });
    broken = true;
  } finally {
    await cluster?.stop();
    cluster = undefined;
  }
}

printTable(results.filter((result) => !result.failed));
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(join(RESULTS_DIR, 'saleday.json'), `${JSON.stringify({ settings, outcomes: options.outcomes, results }, null, 2)}\n`);
console.log(`\nMachine after the runs: ${machine()}`);
console.log(broken ? 'An invariant broke or a set-up failed: see above.' : 'Every invariant held.');
process.exit(broken ? 1 : 0);

async function saleDay(processes) {
  const scratch = mkdtempSync(join(tmpdir(), 'club-bench-saleday-'));
  const outboxFile = join(scratch, 'outbox.jsonl');
  const started = performance.now();
  cluster = await startCluster({
    processes,
    trustForwardedFrom: ['127.0.0.1'],
    env: { ...QUEUE_ENV, MAIL_OUTBOX_FILE: outboxFile, LOG_LEVEL: 'warn' },
    log: () => undefined,
  });
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
  try {
    console.log(`${processes} process(es): cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s at ${cluster.url}`);
    return await runBuyers(processes, pool, mailOutbox(outboxFile));
  } finally {
    await pool.end();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function runBuyers(processes, pool, outbox) {
  const run = Date.now() % 100_000;
  const mailPrefix = `saleday.${run}.`;
  const random = seededRandom(settings.seed);
  const tally = errorTally();
  const timings = { admission: [], hold: [], paymentReturn: [] };
  const outcomeOf = () => {
    const roll = random() * 100;
    return roll < approvePct ? 'approve' : roll < approvePct + declinePct ? 'decline' : 'abandon';
  };
  const buyers = Array.from({ length: settings.buyers }, (_, index) =>
    saleDayBuyer({ base: cluster.url, run, index, outcome: outcomeOf(), random, outbox, tally, timings }),
  );

  // Mid-run crash: when a third are through, the last process is killed and restarted.
  const victim = cluster.apps.at(-1).index;
  const crash = { process: victim, atBuyersThrough: Math.ceil(settings.buyers / 3), peakMbBeforeKill: null, restartSeconds: null };
  let through = 0;
  let crashing = null;
  const crashNow = async () => {
    crash.peakMbBeforeKill = peakMemoryMb(cluster.apps.find((app) => app.index === victim).pid);
    const killedAt = performance.now();
    await cluster.kill(victim, 'SIGKILL');
    await cluster.restart(victim);
    crash.restartSeconds = Number(((performance.now() - killedAt) / 1000).toFixed(1));
  };

  const runStarted = performance.now();
  const visits = [];
  for (let first = 0, wave = 0; first < buyers.length; first += settings.wave, wave += 1) {
    const members = buyers.slice(first, first + settings.wave);
    await Promise.all(
      members.map(async (buyer) => {
        try {
          await buyer.join();
          buyer.wave = wave;
          buyer.joined = true;
        } catch (error) {
          tally.add(`join: ${error.message}`);
        }
      }),
    );
    for (const buyer of members.filter((b) => b.joined)) visits.push(visit(buyer));
  }
  async function visit(buyer) {
    // The database's admission time, read as the grant arrives (before the buyer can leave).
    buyer.line.admitted(15 * 60_000).then(
      async () => (buyer.admittedAtDb = await admittedAtOf(pool, holderOfAdmission(buyer.line.admission))),
      () => (buyer.neverAdmittedInLine = true),
    );
    await buyer.finish();
    through += 1;
    if (through === crash.atBuyersThrough) crashing = crashNow();
  }
  const stuck = await allOrStalled(visits, buyers);
  for (const buyer of stuck) tally.add(`stalled at ${buyer.step}`);
  await crashing;
  const seconds = (performance.now() - runStarted) / 1000;

  const sale = await saleInvariants(pool, mailPrefix);
  const dropped = buyers.filter((b) => b.line.dropped);
  const lost = dropped.filter((b) => b.line.drop.lost || b.admissionRefused);
  const outOfOrder = admissionsOutOfOrder(buyers);
  const peakMb = cluster.apps.map((app) => ({ index: app.index, pid: app.pid, peakMb: peakMemoryMb(app.pid) }));
  const outcomes = Object.groupBy(buyers, (b) => b.result ?? 'not joined');
  // A stalled buyer: the run did not work (a bench or product bug to look into), whatever the invariants say.
  const invariantsHeld = stuck.length === 0 && sale.paymentsApproved === sale.seatsSold && sale.seatsSoldTwice === 0 && outOfOrder === 0 && lost.length === 0;
  const result = {
    processes,
    buyers: buyers.length,
    seconds: Number(seconds.toFixed(1)),
    outcomes: Object.fromEntries(Object.entries(outcomes).map(([key, list]) => [key, list.length])),
    ...sale,
    outOfOrder,
    stalled: stuck.length,
    droppedByCrash: dropped.length,
    lostPlace: lost.length,
    lost: lost.map((b) => ({ buyer: b.index, admissionRefused: Boolean(b.admissionRefused), ...b.line.drop })),
    crash,
    p: {
      admission: [percentile(timings.admission, 50), percentile(timings.admission, 99)],
      hold: [percentile(timings.hold, 50), percentile(timings.hold, 99)],
      paymentReturn: [percentile(timings.paymentReturn, 50), percentile(timings.paymentReturn, 99)],
    },
    errors: tally.counts,
    peakMb,
    load: loadavg().map((n) => Number(n.toFixed(1))),
    invariantsHeld,
  };
  console.log(
    `  ${buyers.length} buyers in ${result.seconds} s: ${JSON.stringify(result.outcomes)}; crash of process ${victim} ` +
      `(restarted in ${crash.restartSeconds} s) dropped ${dropped.length} sockets; load ${result.load.join(' ')}`,
  );
  const errorKinds = Object.entries(tally.counts).sort((a, b) => b[1] - a[1]);
  for (const [kind, count] of errorKinds) console.log(`    ${String(count).padStart(5)}  ${kind}`);
  return result;
}

/** Waits for every visit, unless none ends for STALL_MS: then answers the buyers still going, so a hang is reported, not waited out. */
async function allOrStalled(visits, buyers) {
  let lastEnd = Date.now();
  let left = visits.length;
  visits.forEach((visit) => visit.finally(() => ((lastEnd = Date.now()), (left -= 1))));
  while (left > 0) {
    if (Date.now() - lastEnd > STALL_MS) return buyers.filter((buyer) => buyer.joined && buyer.step !== 'done');
    await new Promise((done) => setTimeout(done, 1000));
  }
  return [];
}

function printTable(done) {
  if (done.length === 0) return;
  const column = (label, value) => [label, ...done.map(value)];
  const memory = (result) =>
    result.peakMb.map((app) => `${app.peakMb ?? '?'}${app.index === result.crash.process ? ` (${result.crash.peakMbBeforeKill ?? '?'} killed)` : ''}`).join(' / ');
  const rows = [
    column('buyers', (r) => r.buyers),
    column('run time, s', (r) => r.seconds),
    column('seats sold', (r) => r.seatsSold),
    column('payments approved (= seats sold)', (r) => r.paymentsApproved),
    column('seats sold twice (0)', (r) => r.seatsSoldTwice),
    column('admissions out of order (0)', (r) => r.outOfOrder),
    column('sockets dropped by the crash', (r) => r.droppedByCrash),
    column('of them lost their place (0)', (r) => r.lostPlace),
    column('restart after SIGKILL, s', (r) => r.crash.restartSeconds),
    column('time-to-admission p50 / p99, ms', (r) => r.p.admission.join(' / ')),
    column('hold p50 / p99, ms', (r) => r.p.hold.join(' / ')),
    column('payment return p50 / p99, ms', (r) => r.p.paymentReturn.join(' / ')),
    column('buyers failed', (r) => r.outcomes.failed ?? 0),
    column('buyers stalled (0)', (r) => r.stalled),
    column('errors and retries', (r) => Object.values(r.errors).reduce((sum, n) => sum + n, 0)),
    column('peak memory per process, MB', memory),
  ];
  console.log('');
  table(['', ...done.map((r) => `${r.processes} process${r.processes > 1 ? 'es' : ''}`)], ['l', ...done.map(() => 'r')], rows);
}
