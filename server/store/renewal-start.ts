import { randomBytes } from 'node:crypto';
import { RENEWAL_CODES, type RenewBody, type SeasonCalendar } from '../../src/api/renewal.ts';
import { personSchedule } from '../../src/api/renewal-pricing.ts';
import { clubDay } from '../../src/api/card-code.ts';
import type { User } from '../../src/api/users.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { newTransaction, PAYMENT_HOLD_SECONDS } from '../purchase/payments.ts';
import { markRenewed } from './renewal-flow.ts';
import { quotePeople, renewablePeople, type RenewablePerson } from './renewal-people.ts';
import type { RenewalPriceQuote } from '../../src/api/renewal-pricing.ts';

export interface RenewalStart {
  user: User;
  body: RenewBody;
  season: string;
  calendar: SeasonCalendar;
  /** The IBAN debited (null for a card). */
  iban: string | null;
  now: Date;
}

/**
 * In the caller's transaction: checks the people, takes their KEPT claims (the lock: fewer rows
 * than people means one was renewed meanwhile, 409), and writes the renewal, its people's quote,
 * the credits spent and the debits. A card renewal with something to pay waits for the provider
 * (its payment is answered); otherwise it is RENEWED at once.
 */
export async function startRenewal(tx: Queryable, start: RenewalStart): Promise<{ renewalId: number; payment: { transaction: string; amountCents: number } | null }> {
  const { user, body, season, iban, now } = start;
  const people = await chosenPeople(tx, user, body.partnerIds, season, now);
  const { rows: taken } = await tx.query(
    `UPDATE season_seat_claims SET kind = 'SOLD' WHERE season = $1 AND partner_id = ANY($2::int[]) AND kind = 'KEPT' RETURNING partner_id`,
    [season, body.partnerIds],
  );
  if (taken.length !== people.length) throw alreadyRenewed();
  const quotes = quotePeople(people);
  const totalCents = quotes.reduce((sum, quote) => sum + quote.priceCents, 0);
  const paysAtProvider = body.option === 'CARD' && totalCents > 0;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO renewals (season, user_id, status, option, iban, total_cents, wants_to_move, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8)) RETURNING id`,
    [season, user.id, paysAtProvider ? 'PENDING_PAYMENT' : 'RENEWED', body.option, iban, totalCents, body.wantsToMove, paysAtProvider ? PAYMENT_HOLD_SECONDS : 0],
  );
  const renewalId = rows[0]!.id;
  await insertPeople(tx, renewalId, season, people, quotes);
  if (iban && body.iban) await tx.query('UPDATE partners SET iban = $2 WHERE id = $1', [user.partner!.id, body.iban]);
  if (paysAtProvider) {
    const transaction = newTransaction();
    await tx.query(`INSERT INTO renewal_payments (renewal_id, transaction, method, amount_cents) VALUES ($1, $2, 'CARD', $3)`, [renewalId, transaction, totalCents]);
    return { renewalId, payment: { transaction, amountCents: totalCents } };
  }
  if (body.option === 'CARD') await markRenewed(tx, renewalId);
  else await insertDebits(tx, renewalId, start, people, quotes);
  return { renewalId, payment: null };
}

const alreadyRenewed = () => new HttpError(409, 'A partner is renewed already', RENEWAL_CODES.alreadyRenewed);

/** The people named, each one the caller may renew and not renewed yet, in the caller's order of renewable people. */
async function chosenPeople(tx: Queryable, user: User, partnerIds: number[], season: string, now: Date): Promise<RenewablePerson[]> {
  const renewable = await renewablePeople(tx, user.partner!.id, season, now);
  const chosen = renewable.filter((person) => partnerIds.includes(person.partnerId));
  if (chosen.length !== partnerIds.length) throw new HttpError(403, 'A partner named is not one the caller may renew', RENEWAL_CODES.notYours);
  if (chosen.some((person) => person.renewed)) throw alreadyRenewed();
  return chosen;
}

async function insertPeople(tx: Queryable, renewalId: number, season: string, people: RenewablePerson[], quotes: RenewalPriceQuote[]): Promise<void> {
  const cents = (quote: RenewalPriceQuote, kind: string) => quote.lines.find((line) => line.kind === kind)?.cents ?? 0;
  await tx.query(
    `INSERT INTO renewal_people (renewal_id, partner_id, season, rol_id, pass_cents, family_cents, attendance_cents, credit_cents, price_cents)
     SELECT $1, t.* FROM unnest($2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])
       AS t(partner_id, season, rol_id, pass_cents, family_cents, attendance_cents, credit_cents, price_cents)`,
    [
      renewalId,
      people.map((person) => person.partnerId),
      people.map(() => season),
      people.map((person) => person.rolId),
      quotes.map((quote) => cents(quote, 'PASS')),
      quotes.map((quote) => cents(quote, 'FAMILY')),
      quotes.map((quote) => cents(quote, 'ATTENDANCE')),
      quotes.map((quote) => cents(quote, 'CREDITS')),
      quotes.map((quote) => quote.priceCents),
    ],
  );
  // The ledger's negative rows: a renewal that ends unpaid deletes them (renewal-flow.ts onClose).
  await tx.query(
    `INSERT INTO member_credits (partner_id, amount_cents, reason, renewal_id)
     SELECT partner_id, -used, 'RENEWAL', $1 FROM unnest($2::int[], $3::int[]) AS t(partner_id, used) WHERE used > 0`,
    [renewalId, people.map((person) => person.partnerId), quotes.map((quote) => quote.creditUsedCents)],
  );
}

/**
 * One debit per person and date (instalment or part, 1-based), each with its own idempotency key,
 * for the SEPA job; a share of nothing is not debited, and someone with nothing to pay has paid.
 */
async function insertDebits(tx: Queryable, renewalId: number, start: RenewalStart, people: RenewablePerson[], quotes: RenewalPriceQuote[]): Promise<void> {
  const today = clubDay(start.now.getTime());
  for (const [index, person] of people.entries()) {
    const priceCents = quotes[index]!.priceCents;
    if (priceCents === 0) {
      await tx.query('INSERT INTO partner_payments (partner_id, season, amount_cents) VALUES ($1, $2, 0)', [person.partnerId, start.season]);
      continue;
    }
    for (const [share, charge] of personSchedule(start.body.option, priceCents, start.calendar, today).entries()) {
      if (charge.amountCents === 0) continue;
      await tx.query(
        `INSERT INTO split_debits (renewal_id, instalment, partner_id, season, amount_cents, iban, debit_on, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [renewalId, share + 1, person.partnerId, start.season, charge.amountCents, start.iban, charge.on, randomBytes(24).toString('base64url')],
      );
    }
  }
}
