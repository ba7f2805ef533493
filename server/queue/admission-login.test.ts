import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_ADMISSION_HEADER } from '../../src/api/queue-admission.ts';
import { signupPaths } from '../../src/api/signup.ts';
import { createSignupUser, PRODUCT } from '../routes/signup.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { connectQueueClient, visitorCookie, type QueueClient } from './test-client.ts';

/** Issue 31: a visitor admitted to the sign-up who makes an account (or logs in) mid-flow keeps their place. */
const SIGNUP_ROUTE = '/hazte-abonado/datos-personales-base';
const QUEUE = { capacity: 1, permissionSeconds: 60, graceSeconds: 60, purchaseRoutes: [SIGNUP_ROUTE], tickMs: 100 };

let t: TestApp;
let base: string;
const clients: QueueClient[] = [];
beforeAll(async () => {
  t = await createTestApp({ queue: QUEUE });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  clients.splice(0).forEach((client) => client.close());
  await t.db.query('DELETE FROM queue_entries');
});
afterAll(() => t.close());

async function connect(cookie: string): Promise<QueueClient> {
  const client = await connectQueueClient(base, cookie);
  clients.push(client);
  return client;
}

const holders = async () =>
  (await t.db.query<{ holder: string; admitted: boolean }>('SELECT holder, admitted_at IS NOT NULL AS admitted FROM queue_entries ORDER BY seq')).rows;

const holderOf = (admission: string | undefined) => Buffer.from(admission!.split('.')[0]!, 'base64url').toString().split('|')[1];

const order = (cookie: string, admission: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${signupPaths.orders}`,
    headers: { cookie, ...(admission ? { [QUEUE_ADMISSION_HEADER]: admission } : {}) },
    payload: { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] },
  });

describe('identity across a login', () => {
  it('the account made mid-flow keeps the visitor’s place: its purchase calls are accepted, before and after the reconnect', async () => {
    const qv = await visitorCookie(base);
    const visitor = await connect(qv);
    const { admission } = await visitor.go(SIGNUP_ROUTE);
    expect(holderOf(admission)).toMatch(/^visitor:/);
    const waiting = await connect(await visitorCookie(base));
    expect(await waiting.go(SIGNUP_ROUTE)).toMatchObject({ permission: false });

    // The account step answers with a session; the app sends the next call with the visitor's admission.
    const account = await createSignupUser(t.db);
    const both = `${account.cookie}; ${qv}`;
    const first = await order(both, admission);
    expect(first.statusCode, first.body).toBe(201);
    expect(await holders()).toEqual([
      { holder: `user:${account.userId}`, admitted: true },
      { holder: expect.stringMatching(/^visitor:/), admitted: false },
    ]);

    // The app reconnects as the member: the same place, with an admission of the member's.
    visitor.close();
    const member = await connect(both);
    const again = await member.go(SIGNUP_ROUTE);
    expect(again).toMatchObject({ permission: true });
    expect(holderOf(again.admission)).toBe(`user:${account.userId}`);
    expect((await order(both, again.admission)).statusCode).toBe(201);
    // Someone else's browser cannot use the visitor's old admission any more.
    const other = await createSignupUser(t.db);
    expect((await order(`${other.cookie}; ${qv}`, admission)).statusCode).toBe(403);
  });

  it('a handshake with both cookies moves the place; a member who already had one keeps the better and drops the other', async () => {
    const member = await createSignupUser(t.db);
    const memberTab = await connect(member.cookie);
    await memberTab.go(SIGNUP_ROUTE); // inside
    const qv = await visitorCookie(base);
    await (await connect(qv)).go(SIGNUP_ROUTE); // waiting, as a visitor in the same browser
    await connect(`${member.cookie}; ${qv}`);
    expect(await holders()).toEqual([{ holder: `user:${member.userId}`, admitted: true }]);

    // The other way round: the visitor is inside and the member waits (another device).
    await t.db.query('DELETE FROM queue_entries');
    const qv2 = await visitorCookie(base);
    await (await connect(qv2)).go(SIGNUP_ROUTE);
    await memberTab.go(SIGNUP_ROUTE);
    expect(await holders()).toEqual([
      { holder: expect.stringMatching(/^visitor:/), admitted: true },
      { holder: `user:${member.userId}`, admitted: false },
    ]);
    await connect(`${member.cookie}; ${qv2}`);
    expect(await holders()).toEqual([{ holder: `user:${member.userId}`, admitted: true }]);
  });
});
