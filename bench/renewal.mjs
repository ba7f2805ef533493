#!/usr/bin/env node
/**
 * npm run bench:renewal [-- --members 5000] [-- --waiting 500] [-- --free 600] [-- --seed 50]
 *
 * The next season's campaign end to end on a fresh embedded database with the demo arena
 * (server/db/seed.ts: 5,000+ members with seats), through the store functions the routes call:
 * the season opened (openRenewalSeason) with the spec's calendar; `--members` members renew
 * (renewPartners), a family owner for the ACTIVE members of their group, about 10 % not renewing,
 * a share choosing each payment option (one member in ten given the club card, so parts are chosen
 * too; card payments approved as the provider would notify them),
 * about 15 % asking to move; then the deadline passes (advanceRenewalSeason: seats not renewed
 * freed, windows given) and the windows run in order, every mover moving alone or with the group
 * to free seats priced alike, some with best seats together; then, with `--free` seats left free
 * (the others sold to new members meanwhile), `--waiting` accounts on the waiting list (1–4 seats)
 * get offers round after round, some accepted, some declined, the rest
 * lapsing (the clock moves by the offer's hours), until a round offers nothing.
 *
 * Prints the figures and checks, printing each: seats given twice 0 (and renewed members without
 * a seat 0), offers out of order 0, renewals whose charges differ from their quotes 0. Timings are
 * figures only; the exit code is non-zero when an invariant broke.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { seededRandom } from '../src/api/arena/random.ts';
import { relocationEndsAt, specCalendar } from '../src/api/renewal-calendar.ts';
import { createDb } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import { applyProviderOutcome } from '../server/purchase/payments.ts';
import { retryLostRace } from '../server/store/best-seats.ts';
import { loadNextSeasonAreas } from '../server/store/next-season-seats.ts';
import { relocationPeople } from '../server/store/relocation.ts';
import { moveSeats, moveToBestSeats } from '../server/store/relocation-move.ts';
import { advanceRenewalSeason } from '../server/store/renewal-advance.ts';
import { renewalFlow } from '../server/store/renewal-flow.ts';
import { openRenewalSeason } from '../server/store/renewal-season.ts';
import { renewPartners } from '../server/store/renewals.ts';
import { saveSeasonCalendar } from '../server/store/season-calendars.ts';
import { findUserById } from '../server/store/users.ts';
import { setMailOrigin } from '../server/mail/site-link.ts';
import { acceptOffer, declineOffer, joinWaitingList } from '../server/store/waiting-list.ts';
import { chargeMismatches, offersOutOfOrder, seatInvariants } from './renewal/check.mjs';
import { table } from './table.mjs';

const { values } = parseArgs({ options: { members: { type: 'string', default: '5000' }, waiting: { type: 'string', default: '500' }, free: { type: 'string', default: '600' }, seed: { type: 'string', default: '50' } } });
const MEMBERS = Number(values.members);
const WAITING = Number(values.waiting);
const FREE = Number(values.free);
const random = seededRandom(Number(values.seed));
const SEASON = '26/27';
const IBAN = 'ES9121000418450200051332';
const HOUR = 3_600_000;
const calendar = specCalendar(SEASON);
const RENEWING_AT = new Date(`${calendar.renewalOpensOn}T10:00:00Z`);
const machine = () => `${cpus().length} cores, load ${loadavg().map((n) => n.toFixed(1)).join(' ')}`;
const seconds = (since) => (performance.now() - since) / 1000;
const pick = (shares) => {
  let roll = random();
  for (const [value, share] of shares) if ((roll -= share) < 0) return value;
  return shares.at(-1)[0];
};

console.log(`Renewal bench: up to ${MEMBERS} members renewing, ${WAITING} on the waiting list. Machine: ${machine()}\n`);
// Mails and the provider's return address are absolute links, as buildApp would set them.
setMailOrigin('http://localhost:3000');
const db = await createDb({});
let broken = false;
try {
  let started = performance.now();
  await migrate(db);
  await seed(db, { demo: true, paymentOrigin: 'http://localhost:4010' });
  await saveSeasonCalendar(db, calendar);
  await openRenewalSeason(db, SEASON);
  // The demo gives two members the club card; one in ten holds it here, so the parts are chosen too.
  await db.query('UPDATE partners SET club_card = true WHERE id % 10 = 0');
  console.log(`Database seeded and ${SEASON} opened in ${seconds(started).toFixed(1)} s`);
  const renewals = await renewEveryone();
  const moves = await relocate();
  const waiting = await waitingList();
  const seats = await seatInvariants(db, SEASON);
  const mismatches = await chargeMismatches(db, SEASON);
  console.log('');
  table(
    ['invariant', 'found'],
    ['l', 'r'],
    [
      ['seats given twice', seats.seatsTwice],
      ['renewed members without a seat', seats.renewedWithoutSeat],
      ['offers out of order', waiting.outOfOrder],
      ['renewals whose charges differ from the quote', mismatches.length],
    ],
  );
  console.log('');
  table(['figure', 'value'], ['l', 'r'], [...renewals, ...moves, ...waiting.figures]);
  broken = seats.seatsTwice + seats.renewedWithoutSeat + waiting.outOfOrder + mismatches.length > 0;
} finally {
  await db.close();
}
console.log(`\nMachine after the run: ${machine()}`);
console.log(broken ? 'An invariant broke: see above.' : 'Every invariant held.');
process.exit(broken ? 1 : 0);

/** Family owners first (their ACTIVE members with them), then everyone else alone; ~10 % do not renew. */
async function renewEveryone() {
  const { rows } = await db.query(
    `SELECT p.user_id, p.id AS partner_id, p.club_card,
       coalesce((SELECT array_agg(m.partner_id ORDER BY m.partner_id) FROM group_members o JOIN group_members m ON m.group_id = o.group_id
                 JOIN partners mp ON mp.id = m.partner_id
                 JOIN season_seat_claims mc ON mc.season = $1 AND mc.partner_id = m.partner_id AND mc.kind = 'KEPT'
                 WHERE o.partner_id = p.id AND o.is_owner AND m.status = 'ACTIVE' AND NOT m.is_owner AND mp.status = 'ACTIVE' AND NOT mp.blocked), '{}') AS members
     FROM partners p JOIN season_seat_claims c ON c.season = $1 AND c.partner_id = p.id AND c.kind = 'KEPT'
     WHERE p.status = 'ACTIVE' AND NOT p.blocked
     ORDER BY cardinality(coalesce((SELECT array_agg(1) FROM group_members o WHERE o.partner_id = p.id AND o.is_owner), '{}')) DESC, p.id`,
    [SEASON],
  );
  const done = new Set();
  const counts = { renewals: 0, people: 0, skipped: 0, refused: 0, CARD: 0, INSTALMENTS: 0, PARTS: 0, movers: 0 };
  const started = performance.now();
  for (const row of rows.slice(0, MEMBERS)) {
    if (done.has(row.partner_id)) continue;
    const partnerIds = [row.partner_id, ...row.members.filter((id) => !done.has(id))];
    partnerIds.forEach((id) => done.add(id));
    if (random() < 0.1) {
      counts.skipped += partnerIds.length;
      continue;
    }
    const option = pick([['CARD', 0.5], [row.club_card ? 'PARTS' : 'INSTALMENTS', 0.2], ['INSTALMENTS', 0.3]]);
    const wantsToMove = random() < 0.15;
    try {
      const user = await findUserById(db, row.user_id);
      const { renewal } = await renewPartners(db, user, { partnerIds, option, wantsToMove, ...(option === 'CARD' ? {} : { iban: IBAN }) }, RENEWING_AT);
      if (renewal.status === 'PENDING_PAYMENT') await approveCard(renewal.id);
      counts.renewals++;
      counts.people += partnerIds.length;
      counts[option]++;
      if (wantsToMove) counts.movers++;
    } catch (error) {
      counts.refused++;
      if (counts.refused <= 3) console.log(`renewal refused for partner ${row.partner_id}: ${error.message}`);
    }
  }
  const took = seconds(started);
  return [
    ['renewals (people renewed)', `${counts.renewals} (${counts.people})`],
    ['members not renewing', counts.skipped],
    ['renewals refused', counts.refused],
    ['by option: card / instalments / parts', `${counts.CARD} / ${counts.INSTALMENTS} / ${counts.PARTS}`],
    ['renewals asking to move', counts.movers],
    ['renewals per second', (counts.renewals / took).toFixed(1)],
  ];
}

/** What the provider's approval does to a card payment (the notification, without the HTTP). */
async function approveCard(renewalId) {
  const { rows } = await db.query("SELECT transaction FROM renewal_payments WHERE renewal_id = $1 AND status = 'PENDING'", [renewalId]);
  for (const { transaction } of rows) await db.transaction((tx) => applyProviderOutcome(tx, renewalFlow, transaction, 'APPROVED'));
}

/** The deadline passes; each window in order, every mover moves: best seats together (a third) or free seats picked in one area priced alike. */
async function relocate() {
  const deadline = new Date(`${calendar.renewBefore}T10:00:00Z`);
  let started = performance.now();
  await advanceRenewalSeason(db, SEASON, deadline);
  const sweep = seconds(started);
  const { rows: windows } = await db.query(
    "SELECT window_index, user_id, id, window_starts_at FROM renewals WHERE season = $1 AND window_index IS NOT NULL ORDER BY window_index, id",
    [SEASON],
  );
  const counts = { moves: 0, best: 0, taken: 0, noSeats: 0, failed: 0 };
  started = performance.now();
  for (const renewal of windows) {
    const at = new Date(new Date(renewal.window_starts_at).getTime() + 60_000);
    const user = { id: renewal.user_id };
    try {
      if (random() < 1 / 3) {
        const people = await relocationPeople(db, renewal.id, SEASON);
        await retryLostRace(() => db.transaction((tx) => moveToBestSeats(tx, user, SEASON, { partnerIds: people.map((p) => p.partnerId) }, at)));
        counts.best++;
      } else {
        const movers = await relocationPeople(db, renewal.id, SEASON);
        const moving = random() < 0.5 ? movers.slice(0, 1) : movers;
        const areas = (await loadNextSeasonAreas(db, SEASON, moving)).filter((area) => area.seats.filter((s) => s.free).length >= moving.length);
        if (areas.length === 0) {
          counts.noSeats++;
          continue;
        }
        const area = areas[Math.floor(random() * areas.length)];
        const free = area.seats.filter((seat) => seat.free);
        const start = Math.floor(random() * (free.length - moving.length + 1));
        const moves = moving.map((person, index) => ({ partnerId: person.partnerId, seatId: free[start + index].id }));
        await db.transaction((tx) => moveSeats(tx, user, SEASON, moves, at));
      }
      counts.moves++;
    } catch (error) {
      if (error.code === 'relocation-seat-taken') counts.taken++;
      else if (error.code === 'relocation-no-seats-together') counts.noSeats++;
      else {
        counts.failed++;
        if (counts.failed <= 3) console.log(`move failed: ${error.message}`);
      }
    }
  }
  const took = seconds(started);
  return [
    ['deadline: sweep and windows (s)', sweep.toFixed(2)],
    ['windows given (renewals)', `${new Set(windows.map((w) => w.window_index)).size} (${windows.length})`],
    ['moves made (best seats together)', `${counts.moves} (${counts.best})`],
    // An area the next season does not price (courtesy seats) has no area priced alike to move to.
    ['moves refused: seat taken / nothing fits / other', `${counts.taken} / ${counts.noSeats} / ${counts.failed}`],
    ['moves per second', (counts.moves / took).toFixed(1)],
  ];
}

/**
 * Sells every free seat of next season but `FREE` of them (whole rows here and there), to one
 * accepted entry (new members signing up meanwhile): the list then outgrows the seats, so offers
 * come round after round as others lapse or are declined, until nothing fits.
 */
async function leaveFree() {
  const { rows } = await db.query(
    `WITH holder AS (INSERT INTO users (mail, password_hash, name, lastname, type) VALUES ('new-members@bench.club', '!', 'New', 'Members', 'FAN') RETURNING id)
     INSERT INTO waiting_list_entries (season, user_id, party_size, status) SELECT $1, id, 1, 'ACCEPTED' FROM holder RETURNING id`,
    [SEASON],
  );
  await db.query(
    `INSERT INTO season_seat_claims (season, seat_id, kind, waiting_entry_id)
     SELECT $1, s.id, 'SOLD', $2 FROM seats s
     WHERE NOT EXISTS (SELECT 1 FROM season_seat_claims c WHERE c.season = $1 AND c.seat_id = s.id)
     ORDER BY ((s.area_id * 31 + s.row_number) * 7919) % 10007, s.seat_number OFFSET $3`,
    [SEASON, rows[0].id, FREE],
  );
}

/** Accounts join before the offers; each round: offers in order, checked, then answered (60 % accept, 10 % decline, the rest lapse). */
async function waitingList() {
  const { rows: accounts } = await db.query(
    `INSERT INTO users (mail, password_hash, name, lastname, type)
     SELECT 'waiting-' || i || '@bench.club', '!', 'Waiting', i::text, 'FAN' FROM generate_series(1, $1::int) AS i RETURNING id`,
    [WAITING],
  );
  const joinAt = new Date(`${calendar.waitingListOpensOn}T10:00:00Z`);
  await leaveFree();
  for (const { id } of accounts) await db.transaction((tx) => joinWaitingList(tx, id, SEASON, 1 + Math.floor(random() * 4), joinAt));
  let at = relocationEndsAt(calendar);
  const totals = { rounds: 0, offered: 0, accepted: 0, declined: 0, outOfOrder: 0, roundSeconds: [] };
  for (;;) {
    const before = new Set((await db.query("SELECT id FROM waiting_list_entries WHERE season = $1 AND status = 'OFFERED'", [SEASON])).rows.map((r) => r.id));
    const started = performance.now();
    await advanceRenewalSeason(db, SEASON, at);
    totals.roundSeconds.push(seconds(started));
    const { rows: offers } = await db.query(
      `SELECT e.id AS "entryId", e.user_id AS "userId", array_agg(c.seat_id) AS "seatIds" FROM waiting_list_entries e
       JOIN season_seat_claims c ON c.waiting_entry_id = e.id WHERE e.season = $1 AND e.status = 'OFFERED' GROUP BY e.id ORDER BY e.id`,
      [SEASON],
    );
    const fresh = offers.filter((offer) => !before.has(offer.entryId));
    totals.outOfOrder += await offersOutOfOrder(db, SEASON, fresh);
    totals.rounds++;
    totals.offered += fresh.length;
    if (fresh.length === 0 && offers.length === 0) break;
    for (const offer of fresh) {
      const answer = pick([['accept', 0.6], ['decline', 0.1], ['lapse', 0.3]]);
      if (answer === 'accept') await db.transaction((tx) => acceptOffer(tx, offer.userId, SEASON, at));
      if (answer === 'decline') await db.transaction((tx) => declineOffer(tx, offer.userId, SEASON, at));
      if (answer === 'accept') totals.accepted++;
      if (answer === 'decline') totals.declined++;
    }
    at = new Date(at.getTime() + (calendar.offerHours + 1) * HOUR);
  }
  const { rows: left } = await db.query("SELECT count(*)::int AS n FROM waiting_list_entries WHERE season = $1 AND status = 'WAITING'", [SEASON]);
  const rounds = totals.roundSeconds.toSorted((a, b) => a - b);
  return {
    outOfOrder: totals.outOfOrder,
    figures: [
      ['waiting-list entries', WAITING],
      ['offer rounds', totals.rounds],
      ['offers made / accepted / declined', `${totals.offered} / ${totals.accepted} / ${totals.declined}`],
      ['entries still waiting (nothing fits)', left[0].n],
      ['offer round median / max (s)', `${rounds[Math.floor(rounds.length / 2)].toFixed(2)} / ${rounds.at(-1).toFixed(2)}`],
    ],
  };
}
