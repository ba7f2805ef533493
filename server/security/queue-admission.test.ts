import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEUE_ADMISSION_CODE, QUEUE_ADMISSION_HEADER, type PurchaseFlow } from '../../src/api/queue-admission.ts';
import { DEFAULT_PURCHASE_ROUTES } from '../../src/api/queue.ts';
import { seatChangeSchema } from '../../src/api/seat-change.ts';
import { signupOrderSchema, signupPaths } from '../../src/api/signup.ts';
import { admissionSigner, type AdmissionSigner } from '../queue/admission-token.ts';
import { createTestPartner, FIXTURE, insertArenaFixture } from '../routes/seat-change.fixtures.ts';
import { createSignupUser, PRODUCT } from '../routes/signup.fixtures.ts';
import { readSigningSecret } from '../store/settings.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The attack of issue 31: a script calls the purchase calls directly and skips the line. With
 * the tracker on, each call must be refused without an admission, with someone else's, with an
 * expired one, with one for the other flow or whose place has ended; and accepted with one.
 */
const QUEUE = { capacity: 50, permissionSeconds: 60, graceSeconds: 60, purchaseRoutes: [...DEFAULT_PURCHASE_ROUTES], tickMs: 60_000 };

let t: TestApp;
let admissions: AdmissionSigner;
beforeAll(async () => {
  t = await createTestApp({ queue: QUEUE });
  await insertArenaFixture(t.db);
  admissions = admissionSigner(await readSigningSecret(t.db, 'queueAdmission'));
});
beforeEach(async () => {
  await t.db.query('DELETE FROM queue_entries');
});
afterAll(() => t.close());

/** The holder's place, inside the purchase routes with a 60-second permission, and its admission. */
async function admit(holder: string, flow: PurchaseFlow): Promise<string> {
  await t.db.query(
    `INSERT INTO queue_entries (holder, route, admitted_at, expires_at) VALUES ($1, '/', now(), now() + interval '60 seconds')
     ON CONFLICT (holder) DO UPDATE SET admitted_at = now(), expires_at = now() + interval '60 seconds'`,
    [holder],
  );
  return admissions.issue(holder, flow, 60);
}

type Method = 'POST' | 'PUT';
const inject = (method: Method, path: string, cookie: string, token: string | undefined, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${path}`,
    headers: { cookie, ...(token === undefined ? {} : { [QUEUE_ADMISSION_HEADER]: token }) },
    ...(payload ? { payload } : {}),
  });

/** A caller one step before the purchase call, and the call itself with a given admission. */
interface Prepared {
  holder: string;
  cookie: string;
  send: (token: string | undefined) => ReturnType<typeof inject>;
}
interface PurchaseCall {
  name: string;
  flow: PurchaseFlow;
  prepare: () => Promise<Prepared>;
}

/**
 * Hand-picked seats from the back half of the dear area; the best-seats searches are sent to its
 * front (the best seats), so neither takes the other's seats, nor the partners' own in the cheap area.
 */
let seatIndex = 50;
const freshSeat = (area: number) => FIXTURE.seat(area, seatIndex++);
const BEST_SEATS_BODY = { areaId: FIXTURE.dearArea };

/** A partner's seat change, taken through the steps before `upTo` with a valid admission. */
async function seatChangeCaller(upTo: 'init' | 'seats' | 'best-seats' | 'confirm' | 'payment'): Promise<Prepared> {
  const partner = await createTestPartner(t.db);
  const holder = `user:${partner.userId}`;
  const token = await admit(holder, 'seat-change');
  const step = (method: Method, path: string, payload?: object) => (admission: string | undefined) =>
    inject(method, path, partner.cookie, admission, payload);
  const init = step('POST', 'group-seat-change/init', { productId: FIXTURE.product, partners: [partner.partnerId] });
  if (upTo === 'init') return { holder, cookie: partner.cookie, send: init };
  const { session } = seatChangeSchema.parse((await init(token)).json());
  if (upTo === 'best-seats') return { holder, cookie: partner.cookie, send: step('PUT', `group-seat-change/best-seats/${session}`, BEST_SEATS_BODY) };
  const seats = step('PUT', 'group-seat-change/update/seats', { session, seatsInfo: [{ partnerId: partner.partnerId, seatId: freshSeat(FIXTURE.dearArea) }] });
  if (upTo === 'seats') return { holder, cookie: partner.cookie, send: seats };
  expect((await seats(token)).statusCode).toBe(200);
  const confirm = step('PUT', `group-seat-change/confirm/${session}`);
  if (upTo === 'confirm') return { holder, cookie: partner.cookie, send: confirm };
  expect((await confirm(token)).statusCode).toBe(200);
  return { holder, cookie: partner.cookie, send: step('POST', 'group-seat-change/payment', { paymentMethod: 'CARD', session }) };
}

/** A sign-up account's order, taken through the steps before `upTo` with a valid admission. */
async function signupCaller(upTo: 'order' | 'seats' | 'best-seats' | 'payment'): Promise<Prepared> {
  const user = await createSignupUser(t.db);
  const holder = `user:${user.userId}`;
  const token = await admit(holder, 'signup');
  const step = (method: Method, path: string, payload?: object) => (admission: string | undefined) =>
    inject(method, path, user.cookie, admission, payload);
  const order = step('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] });
  if (upTo === 'order') return { holder, cookie: user.cookie, send: order };
  const created = signupOrderSchema.parse((await order(token)).json());
  if (upTo === 'best-seats') return { holder, cookie: user.cookie, send: step('PUT', signupPaths.bestSeats(created.id), BEST_SEATS_BODY) };
  const seats = step('PUT', signupPaths.seats(created.id), { seats: [{ personId: created.people[0]!.personId, seatId: freshSeat(FIXTURE.dearArea) }] });
  if (upTo === 'seats') return { holder, cookie: user.cookie, send: seats };
  const held = await seats(token);
  expect(held.statusCode, held.body).toBe(200);
  return { holder, cookie: user.cookie, send: step('POST', signupPaths.payment(created.id), { method: 'CARD' }) };
}

const CALLS: PurchaseCall[] = [
  { name: 'seat change init', flow: 'seat-change', prepare: () => seatChangeCaller('init') },
  { name: 'seat change seat update', flow: 'seat-change', prepare: () => seatChangeCaller('seats') },
  // The best-seats searches hold the seats they find: without an admission a member who left the line kept taking seats.
  { name: 'seat change best seats', flow: 'seat-change', prepare: () => seatChangeCaller('best-seats') },
  { name: 'seat change confirm', flow: 'seat-change', prepare: () => seatChangeCaller('confirm') },
  { name: 'seat change payment', flow: 'seat-change', prepare: () => seatChangeCaller('payment') },
  { name: 'sign-up order creation', flow: 'signup', prepare: () => signupCaller('order') },
  { name: 'sign-up seat hold', flow: 'signup', prepare: () => signupCaller('seats') },
  { name: 'sign-up best seats', flow: 'signup', prepare: () => signupCaller('best-seats') },
  { name: 'sign-up payment', flow: 'signup', prepare: () => signupCaller('payment') },
];

const otherFlow = (flow: PurchaseFlow): PurchaseFlow => (flow === 'signup' ? 'seat-change' : 'signup');

async function expectRefused(response: Awaited<ReturnType<typeof inject>>, reason: string): Promise<void> {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject({ code: QUEUE_ADMISSION_CODE, reason });
}

describe.each(CALLS)('$name with the queue tracker on', ({ flow, prepare }) => {
  it('is refused without an admission, with a forged, expired, other-flow or someone else’s one, and once the place has ended', async () => {
    const { holder, send } = await prepare();
    const own = await admit(holder, flow);
    await expectRefused(await send(undefined), 'missing');
    await expectRefused(await send(`${own.split('.')[0]}.${'A'.repeat(43)}`), 'invalid');
    await expectRefused(await send(admissions.issue(holder, flow, -60)), 'expired');
    await expectRefused(await send(await admit(holder, otherFlow(flow))), 'other-flow');
    const someoneElse = await createSignupUser(t.db);
    await expectRefused(await send(await admit(`user:${someoneElse.userId}`, flow)), 'not-yours');
    await expectRefused(await send(await admit('visitor:AAAAAAAAAAAAAAAAAAAAAA', flow)), 'not-yours');
    // A token still in its time, but the permission it stood for is over (given up or taken back).
    await t.db.query('DELETE FROM queue_entries WHERE holder = $1', [holder]);
    await expectRefused(await send(own), 'expired');
  });

  it('is accepted with the caller’s own admission for this flow', async () => {
    const { holder, send } = await prepare();
    const response = await send(await admit(holder, flow));
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

describe('forged admissions', () => {
  it('one signed with another key of the database, one whose holder was edited, and an oversized one are refused', async () => {
    const { holder, send } = await signupCaller('order');
    const own = await admit(holder, 'signup');
    const visitorKeySigned = admissionSigner(await readSigningSecret(t.db, 'queueVisitor')).issue(holder, 'signup', 60);
    await expectRefused(await send(visitorKeySigned), 'invalid');
    const [payload, mac] = own.split('.');
    const edited = Buffer.from(Buffer.from(payload!, 'base64url').toString().replace(holder, 'user:1')).toString('base64url');
    await expectRefused(await send(`${edited}.${mac}`), 'invalid');
    await expectRefused(await send(`${own}${'A'.repeat(600)}`), 'invalid');
    expect((await send(own)).statusCode).toBe(201);
  });
});

describe('a flood of purchase calls without a valid admission', () => {
  it('runs no database query: the signature is checked first', async () => {
    const prepared = await Promise.all(CALLS.map((call) => call.prepare()));
    const forged = `${Buffer.from('signup|user:1|9999999999').toString('base64url')}.${'A'.repeat(43)}`;
    const query = vi.spyOn(t.db, 'query');
    const transaction = vi.spyOn(t.db, 'transaction');
    try {
      for (let round = 0; round < 20; round += 1) {
        const answers = await Promise.all(prepared.flatMap(({ send }) => [send(undefined), send(forged)]));
        for (const answer of answers) expect(answer.statusCode).toBe(403);
      }
      expect(query).not.toHaveBeenCalled();
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
      transaction.mockRestore();
    }
  });
});
