import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaListSchema, membershipPaths } from '../src/api/membership.ts';
import { QUEUE_ADMISSION_HEADER } from '../src/api/queue-admission.ts';
import { DEFAULT_PURCHASE_ROUTES } from '../src/api/queue.ts';
import { seatChangePaths, seatChangeSchema, type PaymentOutcome } from '../src/api/seat-change.ts';
import { signupOrderSchema, signupPaths, signupPaymentStartSchema } from '../src/api/signup.ts';
import { loginErrors, userSchema, usersPaths } from '../src/api/users.ts';
import { LOGIN_RATE_LIMIT } from './test/limit-hits.ts';
import { freeSeatChangeMail } from './db/seed-data/accounts-seat-change.ts';
import { buildPaymentProvider } from './payment-provider/app.ts';
import { connectQueueClient, visitorCookie, type QueueClient } from './queue/test-client.ts';
import { BORN, PRODUCT } from './routes/signup.fixtures.ts';
import { cookieHeader } from './routes/users-test-kit.ts';
import { readServerConfig, readSigningSecret } from './store/settings.ts';
import { notificationsInto, POSTGRES_URL } from './test/test-app.ts';
import { startProcesses, type TestCluster } from './test/processes.ts';

const PASSWORD = 'Demo2526!';
const SEAT_CHANGE_ROUTE = '/abonado/cambio-asiento/seleccion-sector';
const SIGNUP_ROUTE = '/hazte-abonado/datos-personales-base';
const QUEUE = { capacity: 2, permissionSeconds: 60, graceSeconds: 30, purchaseRoutes: [...DEFAULT_PURCHASE_ROUTES], tickMs: 100 };

/** Who calls: the browser's cookies, the queue's admission for purchase calls, the client's address. */
interface Caller {
  cookie?: string;
  admission?: string;
  ip?: string;
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Three server processes on one PostgreSQL, each with its own pool and memory: a member or a
 * visitor whose requests land on any of them (as behind a proxy without affinity for HTTP)
 * notices nothing, the limits count on all of them together, and a process that dies takes
 * nobody's place in line with it.
 */
describe.runIf(POSTGRES_URL)('three server processes on one PostgreSQL', () => {
  let cluster: TestCluster;
  let provider: FastifyInstance;
  /** The provider's notifications, all sent to the second process. */
  let notifications = 0;
  const clients: QueueClient[] = [];

  /** A call to process `index` (0, 1 or 2). */
  const send = (index: number, method: Method, path: string, caller: Caller = {}, body?: unknown) =>
    cluster.processes[index]!.app.inject({
      method,
      url: `/api/${path}`,
      headers: {
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
        ...(caller.admission ? { [QUEUE_ADMISSION_HEADER]: caller.admission } : {}),
      },
      remoteAddress: caller.ip ?? '127.0.0.1',
      ...(body === undefined ? {} : { payload: body as object }),
    });

  /** A socket to process `index` with the browser's cookies. */
  const queueClient = async (index: number, cookie: string) => {
    const client = await connectQueueClient(cluster.processes[index]!.base, cookie);
    clients.push(client);
    return client;
  };

  /** The buyer's choice on the provider's page; the provider notifies the club (process 2) and sends the browser back. */
  const decide = async (providerUrl: string, outcome: PaymentOutcome): Promise<LightMyRequestResponse> => {
    const form = new URLSearchParams(new URL(providerUrl).searchParams);
    form.set('outcome', outcome);
    return provider.inject({
      method: 'POST',
      url: '/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  };

  /** The first available seat, outside `exceptArea`, among the areas `users` may take with the product. */
  const availableSeat = async (index: number, caller: Caller, productId: number, users: number[], exceptArea?: number) => {
    const path = membershipPaths.productAreas(productId);
    const areas = areaListSchema.parse((await send(index, 'POST', path, caller, { users })).json());
    for (const area of areas) {
      if (area.level !== 'AREA' || area.available === 0 || area.id === exceptArea) continue;
      const seats = areaListSchema.parse((await send(index, 'POST', `${path}?parentId=${area.id}`, caller, { users })).json());
      const seat = seats.find((s) => s.level === 'SEAT' && s.state === 'available');
      if (seat) return seat.id;
    }
    throw new Error('no available seat');
  };

  beforeAll(async () => {
    cluster = await startProcesses(3, QUEUE);
    const [first] = cluster.processes;
    const deliver = notificationsInto(() => cluster.processes[1]!.app);
    provider = await buildPaymentProvider({
      secret: () => readSigningSecret(first!.db, 'payment'),
      // The club's notification URL reaches the second process, as a proxy may send it anywhere.
      fetch: (input, init) => {
        notifications += 1;
        return deliver(input, init);
      },
    });
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await provider?.close();
    await cluster?.close();
  });

  describe('a buyer moving between processes mid-flow', () => {
    it('seat change: login on 1, admitted on 2, seat held on 3, paid from 1, notified on 2, read on 3', async () => {
      const login = await send(0, 'POST', usersPaths.login, {}, { mail: freeSeatChangeMail(1), password: PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
      const member: Caller = { cookie: cookieHeader(login) };
      const partner = userSchema.parse(login.json()).partner!;

      const line = await queueClient(1, member.cookie!);
      const permission = await line.go(SEAT_CHANGE_ROUTE);
      expect(permission).toMatchObject({ permission: true, admission: expect.any(String) });
      const admitted: Caller = { ...member, admission: permission.admission };

      const productId = (await readServerConfig(cluster.processes[0]!.db)).seatChangeProductId!;
      const init = await send(2, 'POST', seatChangePaths.init, admitted, { productId, partners: [partner.id] });
      expect(init.statusCode, init.body).toBe(201);
      const { session } = seatChangeSchema.parse(init.json());
      const seatId = await availableSeat(2, member, productId, [partner.id], partner.seat!.areaId);
      const held = await send(2, 'PUT', seatChangePaths.updateSeats, admitted, { session, seatsInfo: [{ partnerId: partner.id, seatId }] });
      expect(held.statusCode, held.body).toBe(200);
      const confirmed = await send(2, 'PUT', seatChangePaths.confirm.replace(':session', session), admitted);
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      const payment = await send(0, 'POST', seatChangePaths.payment, admitted, { paymentMethod: 'CARD', session });
      expect(payment.statusCode, payment.body).toBe(200);
      const notifiedBefore = notifications;
      const back = await decide(payment.json<{ transaction: string }>().transaction, 'APPROVED');
      expect(back.statusCode, back.body).toBe(303);
      expect(back.headers.location).toBe('http://club.test/abonado/cambio-asiento/checkout/success');
      expect(notifications).toBe(notifiedBefore + 1);

      const finished = await send(2, 'GET', seatChangePaths.finished, member);
      expect(seatChangeSchema.parse(finished.json())).toMatchObject({ status: 'PAID', seatChangeFailed: false });
      const profile = userSchema.parse((await send(2, 'GET', usersPaths.extended, member)).json());
      expect(profile.partner!.seat!.id).toBe(seatId);
      await line.go('/abonado'); // done: the place is given up
    });

    it('sign-up: a visitor admitted on 3 makes an account on 1, confirms and orders on 2, holds on 3, pays from 1, reads on 3', async () => {
      const visitor = await visitorCookie(cluster.processes[2]!.base);
      const line = await queueClient(2, visitor);
      const permission = await line.go(SIGNUP_ROUTE);
      expect(permission).toMatchObject({ permission: true, admission: expect.any(String) });

      const person = { name: 'Marta', lastname: 'Ruiz Soler', mail: 'marta.ruiz@test.club', password: 'Abono2526', dni: '30000004T', birthdate: BORN.adult, acceptTerms: true };
      const account = await send(0, 'POST', signupPaths.account, { cookie: visitor }, person);
      expect(account.statusCode, account.body).toBe(201);
      const buyer: Caller = { cookie: `${visitor}; ${cookieHeader(account)}`, admission: permission.admission };
      const { rows } = await cluster.processes[0]!.db.query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE recipient = $1', [person.mail]);
      const code = rows.map((row) => /(\d{6})/.exec(row.subject)?.[1]).find(Boolean);
      expect((await send(1, 'POST', signupPaths.confirmMail, buyer, { code })).statusCode).toBe(200);

      const ordered = await send(1, 'POST', signupPaths.orders, buyer, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] });
      expect(ordered.statusCode, ordered.body).toBe(201);
      const order = signupOrderSchema.parse(ordered.json());
      // The visitor's place, taken on the third process, is now the new member's.
      const { rows: places } = await cluster.processes[0]!.db.query<{ holder: string }>('SELECT holder FROM queue_entries WHERE admitted_at IS NOT NULL');
      expect(places.map((place) => place.holder)).toEqual([`user:${userSchema.parse(account.json()).id}`]);
      const personId = order.people[0]!.personId;
      const seatId = await availableSeat(2, buyer, PRODUCT.adult, [personId]);
      const held = await send(2, 'PUT', signupPaths.seats(order.id), buyer, { seats: [{ personId, seatId }] });
      expect(held.statusCode, held.body).toBe(200);

      const payment = await send(0, 'POST', signupPaths.payment(order.id), buyer, { method: 'CARD' });
      expect(payment.statusCode, payment.body).toBe(200);
      const back = await decide(signupPaymentStartSchema.parse(payment.json()).transaction!, 'APPROVED');
      expect(back.headers.location).toBe('http://club.test/hazte-abonado/pago-abono-base/success');

      const paid = signupOrderSchema.parse((await send(2, 'GET', signupPaths.order(order.id), buyer)).json());
      expect(paid.status).toBe('PAID');
      const login = await send(2, 'POST', usersPaths.login, {}, { mail: person.mail, password: person.password });
      expect(userSchema.parse(login.json()).partner).toMatchObject({ status: 'ACTIVE', seat: { id: seatId } });
      await line.go('/');
    });
  });

  describe('limits and sessions', () => {
    it('attack: failed logins rotated over the processes share one per-IP allowance of 20', async () => {
      const attacker: Caller = { ip: '10.32.0.1' };
      // Special-renewal logins guess a previous partner number (no scrypt: the test stays fast); each counts as a failed login.
      const guess = (index: number, attempt: number) =>
        send(index, 'POST', usersPaths.loginValidate, attacker, { mail: `nobody.${attempt}@test.club`, previousPartnerNumber: attempt + 1 });
      for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.perIp; attempt += 1) {
        expect((await guess(attempt % 3, attempt)).statusCode).toBe(401);
      }
      for (const index of [0, 1, 2]) {
        const refused = await guess(index, 100 + index);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ message: loginErrors.tooManyAttempts });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Even the right password, on any process: the address has used its failures.
      expect((await send(2, 'POST', usersPaths.login, attacker, { mail: 'socio@demo.club', password: PASSWORD })).statusCode).toBe(429);
      expect((await send(2, 'POST', usersPaths.login, { ip: '10.32.0.2' }, { mail: 'socio@demo.club', password: PASSWORD })).statusCode).toBe(200);
    });

    it('a session logged out on one process is refused at once by the others', async () => {
      const login = await send(0, 'POST', usersPaths.login, {}, { mail: 'simpatizante@demo.club', password: PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
      const member: Caller = { cookie: cookieHeader(login) };
      for (const index of [0, 1, 2]) expect((await send(index, 'GET', usersPaths.extended, member)).statusCode).toBe(200);
      expect((await send(2, 'PUT', usersPaths.logout, member)).statusCode).toBe(204);
      for (const index of [0, 1, 2]) expect((await send(index, 'GET', usersPaths.extended, member)).statusCode).toBe(401);
    });
  });

  // Last: it kills the third process.
  describe('a process dies', () => {
    it('its members reconnect elsewhere and keep their places; a slot freed on a live process is given at once', async () => {
      const [first, second, third] = cluster.processes;
      await first!.db.query('DELETE FROM queue_entries');
      const BUY = SIGNUP_ROUTE;
      const arrivals = [0, 2, 2, 0, 2]; // the process each member joins on, in arrival order
      const members: { cookie: string; client: QueueClient }[] = [];
      for (const index of arrivals) {
        const cookie = await visitorCookie(cluster.processes[index]!.base);
        const client = await queueClient(index, cookie);
        await client.go(BUY);
        members.push({ cookie, client });
      }
      const [inside, insideOnThird, firstWaiting, secondWaiting, thirdWaiting] = members;
      expect(insideOnThird!.client.permissions.at(-1)).toMatchObject({ permission: true });
      expect(await thirdWaiting!.client.status((s) => s.position === 3 && s.queueSize === 3)).toBeTruthy();

      third!.kill();
      // Their pages reconnect, through the proxy, to the processes left.
      const back = async (member: { cookie: string }, target: typeof first) => {
        const client = await connectQueueClient(target!.base, member.cookie);
        clients.push(client);
        return client;
      };
      const insideAgain = await back(insideOnThird!, second);
      const firstAgain = await back(firstWaiting!, first);
      const thirdAgain = await back(thirdWaiting!, second);
      expect(await insideAgain.go(BUY)).toMatchObject({ permission: true, admission: expect.any(String) });
      await firstAgain.go(BUY);
      await thirdAgain.go(BUY);
      expect(await firstAgain.status((s) => s.position === 1 && s.queueSize === 3)).toBeTruthy();
      expect(await thirdAgain.status((s) => s.position === 3)).toBeTruthy();

      // The member inside on the first process is done: the dead process cannot answer for their
      // other tabs, yet the slot goes to the next in line without waiting for it to be declared dead.
      await inside!.client.go('/');
      expect(await firstAgain.admitted(BUY)).toBeTruthy();
      expect(await secondWaiting!.client.status((s) => s.position === 1 && s.queueSize === 2)).toBeTruthy();
    });
  });
});
