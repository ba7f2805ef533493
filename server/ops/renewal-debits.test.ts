import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { buildPaymentProvider } from '../payment-provider/app.ts';
import { sepaDebitClient, type ChargeDebit } from '../payment-provider/sepa-debit-client.ts';
import type { DebitRecord } from '../payment-provider/sepa-debits.ts';
import { clubNoon, overviewOf, parseRenewed, partnerIdOf, renew } from '../routes/renewal.fixtures.ts';
import { readSigningSecret } from '../store/settings.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { chargeDueSecondPayments } from './second-payment-job.ts';

const APPROVED_IBAN = 'ES9121000418450200051332';
/** The simulator declines an IBAN ending in 0000. */
const DECLINED_IBAN = 'ES6821000418450200050000';

let t: TestApp;
let provider: FastifyInstance;
const ledger = new Map<string, DebitRecord>();
/** Every idempotency key sent to the provider, once per call. */
const sent: string[] = [];
let charge: ChargeDebit;

beforeAll(async () => {
  t = await createTestApp({ now: () => clubNoon('2026-06-10') });
  provider = await buildPaymentProvider({ secret: () => readSigningSecret(t.db, 'payment'), debits: ledger });
  charge = sepaDebitClient(t.db, async (input, init) => {
    sent.push(JSON.parse(String(init?.body)).idempotencyKey);
    const response = await provider.inject({ method: 'POST', url: new URL(String(input)).pathname, payload: String(init?.body), headers: { 'content-type': 'application/json' } });
    return new Response(response.body, { status: response.statusCode });
  });
  // The seeded sign-ups' second halves, due long before: out of the way of this file's counts.
  await chargeDueSecondPayments(t.db, charge, clubNoon('2026-06-24'));
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

interface RenewalDebit {
  id: number;
  key: string;
  on: string;
  amount_cents: number;
}

/** Renews `mail` alone by instalments from `iban`: their three debits, in order. */
async function renewByInstalments(mail: string, iban: string): Promise<{ partnerId: number; priceCents: number; debits: RenewalDebit[] }> {
  const partnerId = await partnerIdOf(t.db, mail);
  const response = await renew(t.app, await sessionCookieFor(t.db, mail), { partnerIds: [partnerId], option: 'INSTALMENTS', iban, wantsToMove: false });
  expect(response.statusCode, response.body).toBe(201);
  const { renewal } = parseRenewed(response);
  const { rows } = await t.db.query<RenewalDebit>(
    `SELECT id, idempotency_key AS key, to_char(debit_on, 'YYYY-MM-DD') AS on, amount_cents FROM split_debits WHERE renewal_id = $1 ORDER BY instalment`,
    [renewal.id],
  );
  return { partnerId, priceCents: renewal.totalCents, debits: rows };
}

const statuses = async (debits: RenewalDebit[]) =>
  (await t.db.query<{ status: string }>('SELECT status FROM split_debits WHERE id = ANY($1::int[]) ORDER BY instalment', [debits.map((d) => d.id)])).rows.map((r) => r.status);
const mailsTo = async (mail: string) => (await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM mail_outbox WHERE recipient = $1 ORDER BY id', [mail])).rows;
const timesSent = (debit: RenewalDebit) => sent.filter((key) => key === debit.key).length;

describe("a renewal's debits through the SEPA job", () => {
  it('charges the three instalments on their days, once each even with two processes ticking at once', async () => {
    const { partnerId, priceCents, debits } = await renewByInstalments('socio@demo.club', APPROVED_IBAN);
    expect(debits.map((d) => d.on)).toEqual(['2026-06-25', '2026-07-18', '2026-08-18']);
    expect(debits.reduce((sum, d) => sum + d.amount_cents, 0)).toBe(priceCents);

    await chargeDueSecondPayments(t.db, charge, new Date('2026-06-24T21:59:00Z'));
    expect(await statuses(debits)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    // 25 June starts at 22:00 UTC the day before in Madrid.
    await Promise.all([chargeDueSecondPayments(t.db, charge, new Date('2026-06-24T22:00:00Z')), chargeDueSecondPayments(t.db, charge, new Date('2026-06-24T22:00:00Z'))]);
    expect(await statuses(debits)).toEqual(['CHARGED', 'PENDING', 'PENDING']);
    await Promise.all([chargeDueSecondPayments(t.db, charge, clubNoon('2026-07-18')), chargeDueSecondPayments(t.db, charge, clubNoon('2026-07-18'))]);
    await chargeDueSecondPayments(t.db, charge, clubNoon('2026-08-18'));
    await chargeDueSecondPayments(t.db, charge, clubNoon('2026-08-19'));
    expect(await statuses(debits)).toEqual(['CHARGED', 'CHARGED', 'CHARGED']);
    expect(debits.map(timesSent)).toEqual([1, 1, 1]);

    const { rows } = await t.db.query<{ amount_cents: number }>("SELECT amount_cents FROM partner_payments WHERE partner_id = $1 AND season = '26/27' ORDER BY id", [partnerId]);
    expect(rows.map((r) => r.amount_cents)).toEqual(debits.map((d) => d.amount_cents));
    const mails = await mailsTo('socio@demo.club');
    expect(mails.filter((m) => m.subject === 'Cargo de tu renovación cobrado')).toHaveLength(3);
  });

  it('a failed debit mails the member with the office to pay at and shows FAILED in GET renewal; it is not tried again', async () => {
    const { debits } = await renewByInstalments(groupDemo.free, DECLINED_IBAN);
    await chargeDueSecondPayments(t.db, charge, clubNoon('2026-06-25'));
    await chargeDueSecondPayments(t.db, charge, clubNoon('2026-06-26'));
    expect(await statuses(debits)).toEqual(['FAILED', 'PENDING', 'PENDING']);
    expect(timesSent(debits[0]!)).toBe(1);
    const declined = (await mailsTo(groupDemo.free)).filter((m) => m.subject === 'No hemos podido cobrar un plazo de tu renovación');
    expect(declined).toHaveLength(1);
    const { rows } = await t.db.query<{ mail: string }>('SELECT mail FROM club_contact');
    expect(declined[0]!.body).toContain(rows[0]!.mail);
    const view = await overviewOf(t.app, await sessionCookieFor(t.db, groupDemo.free));
    expect(view.renewals[0]!.charges.map((c) => [c.on, c.status, c.kind])).toEqual([
      ['2026-06-25', 'FAILED', 'DEBIT'],
      ['2026-07-18', 'PENDING', 'DEBIT'],
      ['2026-08-18', 'PENDING', 'DEBIT'],
    ]);
  });
});
