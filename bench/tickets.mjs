#!/usr/bin/env node
/**
 * npm run bench:tickets [-- --buyers 2000] [-- --released 500] [-- --processes 2] [-- --capacity 100]
 *                       [-- --wave 250] [-- --reentries 20] [-- --seed 48]
 *
 * A single game's sale on the cluster (scripts/cluster: a PostgreSQL, N app processes, nginx, the
 * payment-provider simulator) with the line on. A game of tomorrow is put on sale with `--released`
 * members' seats released for it; `--buyers` accounts, each from an address of its own, join the
 * line on the game's purchase page in waves and, when let in, hold one of the released seats
 * (another at random when it was taken meanwhile, up to 5 tries), pay at the simulator and leave.
 * Then two gates download the game and admit every ticket from the code its buyer's phone makes
 * (the product's own verifyScan and ledger, src/features/gate), sync, and `--reentries` % of the
 * tickets are shown again at the other gate.
 *
 * Prints: buyers, tickets sold, seats sold twice (0), payments approved (= tickets), releases sold
 * and credits (= tickets), tickets admitted twice (0), re-entries refused, hold p50/p99, errors by
 * kind. Figures only, never a judgement of speed; the exit code is non-zero when nothing sold or an
 * invariant broke.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cardCodeAt } from '../src/api/card-code.ts';
import { seededRandom } from '../src/api/arena/random.ts';
import { QUEUE_ADMISSION_HEADER } from '../src/api/queue-admission.ts';
import { deriveTicketDayKey, formatTicketQr } from '../src/api/ticket-code.ts';
import { applySyncAnswer, ledgerOf, recordTicketEntry, syncBodyOf } from '../src/features/gate/ledger.ts';
import { verifyScan } from '../src/features/gate/verify.ts';
import { startCluster } from '../scripts/cluster/cluster.mjs';
import { createSession, SESSION_COOKIE } from '../server/auth/session.ts';
import { visitorCookie } from '../server/queue/test-client.ts';
import { buyerAddress } from './saleday/buyer.mjs';
import { apiJson, decideAtProvider, StepError } from './saleday/http.mjs';
import { lineMember } from './saleday/line.mjs';
import { errorTally, percentile } from './saleday/stats.mjs';
import { table } from './table.mjs';

const { values: options } = parseArgs({
  options: {
    buyers: { type: 'string', default: '2000' },
    released: { type: 'string', default: '500' },
    processes: { type: 'string', default: '2' },
    capacity: { type: 'string', default: '100' },
    wave: { type: 'string', default: '250' },
    reentries: { type: 'string', default: '20' },
    seed: { type: 'string', default: '48' },
  },
});
const settings = Object.fromEntries(Object.entries(options).map(([key, value]) => [key, Number(value)]));
if (!Object.values(settings).every((n) => Number.isInteger(n) && n >= 0) || settings.buyers > 131_072 || settings.reentries > 100) {
  throw new Error('every option is a whole number; --buyers up to 131072, --reentries a percentage');
}
const SEAT_TRIES = 5;
const ADMISSION_TIMEOUT_MS = 15 * 60_000;

const machine = () => `${cpus().length} cores, load ${loadavg().map((n) => n.toFixed(1)).join(' ')}`;
console.log(`Tickets bench: ${settings.buyers} buyers, ${settings.released} released seats, ${settings.processes} process(es), line capacity ${settings.capacity}`);
console.log(`Machine: ${machine()}\n`);

const cluster = await startCluster({
  processes: settings.processes,
  trustForwardedFrom: ['127.0.0.1'],
  env: { QUEUE_TRACKER: 'on', QUEUE_CAPACITY: String(settings.capacity), QUEUE_PERMISSION_SECONDS: '600', QUEUE_GRACE_SECONDS: '30', LOG_LEVEL: 'warn' },
});
process.once('SIGINT', () => cluster.stop().finally(() => process.exit(130)));
const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
let broken = true;
try {
  broken = await run();
} finally {
  await pool.end();
  await cluster.stop();
}
console.log(`\nMachine after the run: ${machine()}`);
console.log(broken ? 'An invariant broke: see above.' : 'Every invariant held.');
process.exit(broken ? 1 : 0);

async function run() {
  const run = Date.now() % 100_000;
  const { gameId, day, seatIds } = await prepareGame(run);
  const buyers = await makeBuyers(run);
  const tally = errorTally();
  const holds = [];
  const random = seededRandom(settings.seed);
  const route = `/partidos/${gameId}/entradas`;
  const started = performance.now();

  const visits = [];
  for (let first = 0; first < buyers.length; first += settings.wave) {
    const wave = buyers.slice(first, first + settings.wave);
    await Promise.all(wave.map((buyer) => join(buyer, route, tally)));
    for (const buyer of wave.filter((b) => b.line)) visits.push(visit(buyer));
  }
  await Promise.all(visits);
  const seconds = (performance.now() - started) / 1000;

  async function visit(buyer) {
    const headers = () => ({ ...buyer.headers, [QUEUE_ADMISSION_HEADER]: buyer.line.admission });
    try {
      await buyer.line.admitted(ADMISSION_TIMEOUT_MS);
      const tried = new Set();
      for (let attempt = 1; ; attempt += 1) {
        const free = seatIds.filter((id) => !tried.has(id));
        const seatId = free[Math.floor(random() * free.length)];
        tried.add(seatId);
        const at = performance.now();
        try {
          const order = await apiJson(tally, 'hold', cluster.url, headers(), 'POST', 'ticket-orders', { gameId, seats: [seatId] });
          holds.push(performance.now() - at);
          await pay(buyer, order.id, headers(), tally);
          buyer.result = 'paid';
          return;
        } catch (error) {
          holds.push(performance.now() - at);
          if (!(error instanceof StepError && error.kind === 'hold: 409 ticket-seat-taken') || attempt === SEAT_TRIES) throw error;
        }
      }
    } catch (error) {
      buyer.result = 'no ticket';
      tally.add(error instanceof StepError ? error.kind : `line: ${error.message}`);
    } finally {
      await buyer.line.leave().catch(() => buyer.line.close());
    }
  }

  const sale = await saleInvariants(gameId);
  const gate = await gates(gameId, day, random, tally);
  const result = { seconds: seconds.toFixed(1), paid: buyers.filter((b) => b.result === 'paid').length, ...sale, ...gate };
  const rows = [
    ['buyers', buyers.length],
    ['run time, s', result.seconds],
    ['tickets sold (buyers who paid)', `${sale.tickets} (${result.paid})`],
    ['seats sold twice (0)', sale.seatsSoldTwice],
    ['payments approved (= tickets)', sale.paymentsApproved],
    ['releases sold / credits (= tickets)', `${sale.releasesSold} / ${sale.credits}`],
    ['tickets admitted at the gates (= tickets)', gate.admitted],
    ['tickets admitted twice (0)', gate.admittedTwice],
    ['re-entries at the other gate refused', `${gate.reentriesRefused} of ${gate.reentries}`],
    ['hold p50 / p99, ms', `${percentile(holds, 50)} / ${percentile(holds, 99)}`],
    ['errors and refusals', tally.total()],
  ];
  console.log('');
  table(['', `${settings.processes} process(es)`], ['l', 'r'], rows);
  for (const [kind, count] of Object.entries(tally.counts).sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(5)}  ${kind}`);
  return (
    sale.tickets === 0 ||
    result.paid !== sale.tickets ||
    sale.seatsSoldTwice !== 0 ||
    sale.paymentsApproved !== sale.tickets ||
    sale.releasesSold !== sale.tickets ||
    sale.credits !== sale.tickets ||
    gate.admittedTwice !== 0 ||
    gate.admitted !== sale.tickets ||
    gate.reentriesRefused !== gate.reentries
  );
}

/** Tomorrow's game at 18:00 in Madrid, on sale with the line on; `released` members release their seats for it. */
async function prepareGame(run) {
  const { rows: games } = await pool.query(
    `INSERT INTO games (season, starts_at, competition, opponent, price_tier, sale_opens_at, sale_closes_at, line_on)
     SELECT season, ((now() AT TIME ZONE 'Europe/Madrid')::date + 1 + time '18:00') AT TIME ZONE 'Europe/Madrid', 'MENS_LEAGUE', 'Bench Basket', 'A',
            now() - interval '1 hour', ((now() AT TIME ZONE 'Europe/Madrid')::date + 1 + time '18:00') AT TIME ZONE 'Europe/Madrid', true
     FROM (SELECT season FROM games ORDER BY starts_at DESC LIMIT 1) current
     RETURNING id, season, to_char(starts_at AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD') AS day`,
  );
  const game = games[0];
  const { rows: seats } = await pool.query(
    `SELECT s.id FROM seats s JOIN game_prices gp ON gp.area_id = s.area_id AND gp.tier = 'A'
     WHERE s.access IS NULL AND NOT EXISTS (SELECT 1 FROM seat_claims c WHERE c.seat_id = s.id) ORDER BY s.id LIMIT $1`,
    [settings.released],
  );
  for (const [index, { id: seatId }] of seats.entries()) {
    const { rows: users } = await pool.query(
      "INSERT INTO users (mail, password_hash, name, lastname, type) VALUES ($1, '!', 'Member', $2, 'PARTNER') RETURNING id",
      [`tickets.${run}.member.${index}@bench.club`, `Bench ${index}`],
    );
    const userId = users[0].id;
    const { rows: partners } = await pool.query('INSERT INTO partners (user_id, partner_number, season) VALUES ($1, $2, $3) RETURNING id', [
      userId,
      70_000_000 + (run % 1000) * 10_000 + index,
      game.season,
    ]);
    await pool.query("INSERT INTO seat_claims (seat_id, kind, partner_id) VALUES ($1, 'SOLD', $2)", [seatId, partners[0].id]);
    await pool.query("INSERT INTO seat_releases (game_id, seat_id, partner_id, released_by, status) VALUES ($1, $2, $3, $4, 'RELEASED')", [
      game.id,
      seatId,
      partners[0].id,
      userId,
    ]);
  }
  return { gameId: game.id, day: game.day, seatIds: seats.map((row) => row.id) };
}

/** Accounts with a confirmed mail and a session, each with an address of its own. */
async function makeBuyers(run) {
  const buyers = [];
  for (let index = 0; index < settings.buyers; index += 1) {
    const { rows } = await pool.query(
      "INSERT INTO users (mail, password_hash, name, lastname, type, mail_confirmed) VALUES ($1, '!', 'Buyer', $2, 'FAN', true) RETURNING id",
      [`tickets.${run}.buyer.${index}@bench.club`, `Bench ${index}`],
    );
    await pool.query('INSERT INTO fans (user_id) VALUES ($1)', [rows[0].id]);
    const session = `${SESSION_COOKIE}=${await createSession(pool, rows[0].id)}`;
    buyers.push({ index, session, forwarded: { 'x-forwarded-for': buyerAddress(index) } });
  }
  return buyers;
}

/** Takes the buyer's place in the line on the game's purchase page. */
async function join(buyer, route, tally) {
  try {
    const visitor = await visitorCookie(cluster.url, buyer.forwarded);
    buyer.headers = { ...buyer.forwarded, cookie: `${visitor}; ${buyer.session}` };
    const line = lineMember({ base: cluster.url, headers: buyer.forwarded });
    await line.connectAs(buyer.headers.cookie);
    await line.go(route);
    buyer.line = line;
  } catch (error) {
    tally.add(`join: ${error.message}`);
  }
}

/** A card payment approved at the simulator; the order must be PAID when the buyer is back. */
async function pay(buyer, orderId, headers, tally) {
  const started = await apiJson(tally, 'payment', cluster.url, headers, 'POST', `ticket-orders/${orderId}/payment`, { paymentMethod: 'CARD' });
  await decideAtProvider(tally, started.transaction, 'APPROVED');
  const order = await apiJson(tally, 'return', cluster.url, buyer.headers, 'GET', `ticket-orders/${orderId}`);
  if (order.status !== 'PAID') throw new StepError(`return: order ${order.status}`);
}

/** What the database says of the sale. */
async function saleInvariants(gameId) {
  const count = async (sql) => Number((await pool.query(sql, [gameId])).rows[0].n);
  return {
    tickets: await count('SELECT count(*) AS n FROM tickets WHERE game_id = $1'),
    seatsSoldTwice: await count(
      `SELECT count(*) AS n FROM (SELECT seat_id FROM tickets WHERE game_id = $1 GROUP BY seat_id HAVING count(*) > 1
       UNION ALL SELECT seat_id FROM game_seat_claims WHERE game_id = $1 AND kind = 'SOLD' AND ticket_id IS NULL) twice`,
    ),
    paymentsApproved: await count(
      "SELECT count(*) AS n FROM ticket_order_payments p JOIN ticket_orders o ON o.id = p.ticket_order_id WHERE o.game_id = $1 AND p.status = 'APPROVED'",
    ),
    releasesSold: await count("SELECT count(*) AS n FROM seat_releases WHERE game_id = $1 AND status = 'SOLD'"),
    credits: await count('SELECT count(*) AS n FROM member_credits mc JOIN seat_releases r ON r.id = mc.release_id WHERE r.game_id = $1'),
  };
}

/**
 * Two gates download the game and admit each ticket from the code its phone shows (at one gate or
 * the other, at random), sync, then a share of the tickets is shown again at the other gate; the
 * database counts the tickets entered more than once.
 */
async function gates(gameId, day, random, tally) {
  const { rows: employee } = await pool.query("SELECT id FROM users WHERE mail = 'empleado@demo.club'");
  const headers = { cookie: `${SESSION_COOKIE}=${await createSession(pool, employee[0].id)}`, 'x-forwarded-for': '198.19.255.254' };
  const devices = await Promise.all(
    ['bench-gate-a', 'bench-gate-b'].map(async (deviceId) => {
      const signed = await apiJson(tally, 'gate download', cluster.url, headers, 'GET', `gate/games/${gameId}/download?device=${deviceId}`);
      const download = JSON.parse(signed.payload);
      return { deviceId, download, ledger: ledgerOf(download) };
    }),
  );
  const { rows: tickets } = await pool.query('SELECT id, secret FROM tickets WHERE game_id = $1 ORDER BY id', [gameId]);
  const now = Date.now();
  const show = async (ticket, gate) => {
    const code = cardCodeAt(await deriveTicketDayKey(ticket.secret, ticket.id, day), now);
    const verdict = verifyScan(formatTicketQr({ ticketId: ticket.id, code }), { ...gate.ledger, download: gate.download, deviceId: gate.deviceId, now });
    if (verdict.kind === 'TICKET_ACCEPTED') gate.ledger = recordTicketEntry(gate.ledger, verdict.entry);
    return verdict.kind;
  };
  const sync = async () => {
    for (const gate of devices) {
      const sent = syncBodyOf(gate.ledger, gate.deviceId);
      const answer = await apiJson(tally, 'gate sync', cluster.url, headers, 'POST', `gate/games/${gameId}/entries`, sent);
      gate.ledger = applySyncAnswer(gate.ledger, sent, answer, Date.now());
    }
  };
  const first = new Map();
  for (const ticket of tickets) {
    const gate = devices[random() < 0.5 ? 0 : 1];
    first.set(ticket.id, gate);
    const verdict = await show(ticket, gate);
    if (verdict !== 'TICKET_ACCEPTED') tally.add(`gate: first showing ${verdict}`);
  }
  await sync();
  await sync();
  const again = tickets.filter(() => random() * 100 < settings.reentries);
  let refused = 0;
  for (const ticket of again) {
    const other = devices.find((gate) => gate !== first.get(ticket.id));
    if ((await show(ticket, other)) === 'TICKET_USED') refused += 1;
  }
  await sync();
  const count = async (sql) => Number((await pool.query(sql, [gameId])).rows[0].n);
  return {
    admitted: await count('SELECT count(DISTINCT ticket_id) AS n FROM gate_entries WHERE game_id = $1 AND ticket_id IS NOT NULL'),
    admittedTwice: await count(
      'SELECT count(*) AS n FROM (SELECT ticket_id FROM gate_entries WHERE game_id = $1 AND ticket_id IS NOT NULL GROUP BY ticket_id HAVING count(*) > 1) twice',
    ),
    reentries: again.length,
    reentriesRefused: refused,
  };
}
