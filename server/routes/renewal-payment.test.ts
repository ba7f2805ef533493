import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsSchema } from '../../src/api/releases.ts';
import type { PaymentOutcome } from '../../src/api/seat-change.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { signNotification } from '../payment-provider/signature.ts';
import { readSigningSecret } from '../store/settings.ts';
import { createTestApp, sessionCookieFor, TEST_PAYMENT_ORIGIN, type TestApp } from '../test/test-app.ts';
import { claimKind, clubNoon, creditBalance, giveCredit, overviewOf, parseRenewed, partnerIdOf, renew, renewalCall } from './renewal.fixtures.ts';

describe('a renewal paid by card: the provider, the credits, the notification', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clubNoon('2026-06-10') });
    secret = await readSigningSecret(t.db, 'payment');
  });
  afterAll(() => t.close());

  const notify = (transaction: string, outcome: PaymentOutcome, signature = signNotification(secret, transaction, outcome)) =>
    renewalCall(t.app, 'POST', 'renewal/payments/notify', undefined, { transaction, outcome, signature });

  /** Renews `mail` alone by card: the renewal, and the transaction the provider's page names. */
  const renewByCard = async (mail: string) => {
    const response = await renew(t.app, await sessionCookieFor(t.db, mail), { partnerIds: [await partnerIdOf(t.db, mail)], option: 'CARD', wantsToMove: false });
    expect(response.statusCode, response.body).toBe(201);
    const { renewal, transaction } = parseRenewed(response);
    const url = new URL(transaction!);
    expect(url.origin).toBe(TEST_PAYMENT_ORIGIN);
    expect(url.searchParams.get('notifyUrl')).toBe('http://club.test/api/renewal/payments/notify');
    expect(url.searchParams.get('amount')).toBe(String(renewal.totalCents));
    return { renewal, transaction: url.searchParams.get('transaction')! };
  };

  it('takes the credits off, waits for the provider, and renews once on approval', async () => {
    const partnerId = await partnerIdOf(t.db, 'socio@demo.club');
    await giveCredit(t.db, partnerId, 1_550);
    const { renewal, transaction } = await renewByCard('socio@demo.club');
    expect(renewal.status).toBe('PENDING_PAYMENT');
    expect(renewal.people[0]!.lines).toContainEqual({ kind: 'CREDITS', cents: -1_550 });
    expect(renewal.charges).toEqual([expect.objectContaining({ partnerId, amountCents: renewal.totalCents, status: 'PENDING', kind: 'CARD' })]);
    expect(await creditBalance(t.db, partnerId)).toBe(0);
    expect(await claimKind(t.db, partnerId)).toBe('SOLD');

    expect((await notify(transaction, 'APPROVED')).statusCode).toBe(204);
    expect((await notify(transaction, 'APPROVED')).statusCode).toBe(204);
    const view = await overviewOf(t.app, await sessionCookieFor(t.db, 'socio@demo.club'));
    expect(view.renewals[0]).toMatchObject({ status: 'RENEWED', charges: [{ status: 'CHARGED' }] });
    const { rows } = await t.db.query("SELECT amount_cents FROM partner_payments WHERE partner_id = $1 AND season = '26/27'", [partnerId]);
    expect(rows).toEqual([{ amount_cents: renewal.totalCents }]);
  });

  it('shows the credits taken off in GET credits, and renews at once when the credits cover the price', async () => {
    const socio = await sessionCookieFor(t.db, 'socio@demo.club');
    const credits = creditsSchema.parse((await renewalCall(t.app, 'GET', 'credits', socio)).json());
    expect(credits.lines.map((line) => [line.reason, line.amount])).toEqual([
      ['RENEWAL', -15.5],
      ['RELEASE_SOLD', 15.5],
    ]);

    const partnerId = await partnerIdOf(t.db, groupDemo.inviteOwner);
    await giveCredit(t.db, partnerId, 200_000);
    const response = await renew(t.app, await sessionCookieFor(t.db, groupDemo.inviteOwner), { partnerIds: [partnerId], option: 'CARD', wantsToMove: false });
    const { renewal, transaction } = parseRenewed(response);
    expect(transaction).toBeNull();
    expect(renewal).toMatchObject({ status: 'RENEWED', totalCents: 0, charges: [{ amountCents: 0, status: 'CHARGED' }] });
    const used = -renewal.people[0]!.lines.find((line) => line.kind === 'CREDITS')!.cents;
    expect(await creditBalance(t.db, partnerId)).toBe(200_000 - used);
    const { rows } = await t.db.query("SELECT amount_cents FROM partner_payments WHERE partner_id = $1 AND season = '26/27'", [partnerId]);
    expect(rows).toEqual([{ amount_cents: 0 }]);
  });

  it('gives the seat back as KEPT and the credits back on a decline, and the member may try again', async () => {
    const partnerId = await partnerIdOf(t.db, groupDemo.free);
    await giveCredit(t.db, partnerId, 700);
    const { transaction } = await renewByCard(groupDemo.free);
    expect(await creditBalance(t.db, partnerId)).toBe(0);
    expect((await notify(transaction, 'DECLINED')).statusCode).toBe(204);
    expect(await claimKind(t.db, partnerId)).toBe('KEPT');
    expect(await creditBalance(t.db, partnerId)).toBe(700);
    const view = await overviewOf(t.app, await sessionCookieFor(t.db, groupDemo.free));
    expect(view.renewals[0]).toMatchObject({ status: 'FAILED', charges: [{ status: 'FAILED' }] });
    expect(view.people[0]).toMatchObject({ renewed: false });
    await renewByCard(groupDemo.free);
  });

  it('gives the seat and credits back when the payment lapses at the provider', async () => {
    const partnerId = await partnerIdOf(t.db, groupDemo.noGroup);
    await giveCredit(t.db, partnerId, 300);
    const { renewal, transaction } = await renewByCard(groupDemo.noGroup);
    await t.db.query("UPDATE renewals SET expires_at = now() - interval '1 second' WHERE id = $1", [renewal.id]);
    const view = await overviewOf(t.app, await sessionCookieFor(t.db, groupDemo.noGroup));
    expect(view.renewals[0]).toMatchObject({ id: renewal.id, status: 'EXPIRED' });
    expect(await claimKind(t.db, partnerId)).toBe('KEPT');
    expect(await creditBalance(t.db, partnerId)).toBe(300);
    // A late approval renews nothing: the money is left for a refund.
    expect((await notify(transaction, 'APPROVED')).statusCode).toBe(204);
    expect(await claimKind(t.db, partnerId)).toBe('KEPT');
    const { rows } = await t.db.query('SELECT status FROM renewal_payments WHERE renewal_id = $1', [renewal.id]);
    expect(rows).toEqual([{ status: 'REFUND_PENDING' }]);
  });

  it('refuses a bad signature (403) and an unknown transaction (404)', async () => {
    expect((await notify('nope', 'APPROVED', signNotification('another secret', 'nope', 'APPROVED'))).statusCode).toBe(403);
    expect((await notify('unknown-transaction', 'APPROVED')).statusCode).toBe(404);
  });

  it('two renewals of one partner at once: one wins, the other answers 409', async () => {
    const memberId = await partnerIdOf(t.db, groupDemo.friendsMemberA);
    const [owner, member] = await Promise.all([sessionCookieFor(t.db, groupDemo.friendsOwner), sessionCookieFor(t.db, groupDemo.friendsMemberA)]);
    const answers = await Promise.all([
      renew(t.app, owner, { partnerIds: [memberId], option: 'CARD', wantsToMove: false }),
      renew(t.app, member, { partnerIds: [memberId], option: 'CARD', wantsToMove: false }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('renewal-already');
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM renewal_people WHERE partner_id = $1', [memberId]);
    expect(rows).toEqual([{ n: 1 }]);
  });
});
