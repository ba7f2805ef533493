import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaListSchema, membershipPaths } from '../../src/api/membership.ts';
import { SIGNUP_CODES, signupOrderSchema, signupPaths, type SignupOrder } from '../../src/api/signup.ts';
import { USERS_EMAIL_IN_USE, userSchema, usersPaths } from '../../src/api/users.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { FIXTURE, insertArenaFixture } from './seat-change.fixtures.ts';
import { BORN, createSignupUser, PRODUCT, sendAs } from './signup.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
});
afterAll(() => t.close());

const anonymous = () => sendAs(t.app, null);

function expectCode(response: { statusCode: number; body: string; json: () => { code?: string } }, status: number, code?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  if (code !== undefined) expect(response.json().code).toBe(code);
}

const account = {
  name: 'Marta',
  lastname: 'Soler Puig',
  mail: 'marta.nueva@test.club',
  password: 'Abono2526',
  dni: '30000001C',
  birthdate: '1990-06-15',
  acceptTerms: true,
};

async function withCreation<T>(on: boolean, work: () => Promise<T>): Promise<T> {
  await t.db.query('UPDATE settings SET enable_partner_creation = $1', [on]);
  try {
    return await work();
  } finally {
    await t.db.query('UPDATE settings SET enable_partner_creation = true');
  }
}

describe('POST signup/account', () => {
  it('creates a fan account with an unconfirmed mail, mails the confirmation link and starts a session', async () => {
    const response = await anonymous()('POST', signupPaths.account, account);
    expect(response.statusCode, response.body).toBe(201);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({ mail: account.mail, type: 'FAN', dni: '30000001C', birthdate: '1990-06-15', confirmed: { mail: false } });
    const cookies = response.cookies.map((cookie) => cookie.name);
    expect(cookies).toEqual(expect.arrayContaining(['sid', 'a360_session']));
    const sid = response.cookies.find((cookie) => cookie.name === 'sid')!.value;
    const me = await sendAs(t.app, `sid=${sid}`)('GET', usersPaths.extended);
    expect(me.json()).toMatchObject({ id: user.id, type: 'FAN' });
    const { rows } = await t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1', [account.mail]);
    expect(rows[0]?.body).toMatch(/\/confirmar-correo\/[A-Za-z0-9_-]+\//);
  });

  it("answers 409 'email in use' for a known mail (any case) and dni-in-use for a known DNI", async () => {
    expectCode(await anonymous()('POST', signupPaths.account, { ...account, mail: 'SOCIO@demo.club', dni: '30000002K' }), 409, USERS_EMAIL_IN_USE);
    expectCode(await anonymous()('POST', signupPaths.account, { ...account, mail: 'otra@test.club', dni: '12345678Z' }), 409, SIGNUP_CODES.dniInUse);
  });

  it('refuses invalid fields with 400 naming them, and unaccepted terms', async () => {
    const response = await anonymous()('POST', signupPaths.account, { ...account, dni: '12345678A', password: 'short', acceptTerms: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body\.password.*body\.dni.*body\.acceptTerms/);
  });

  it('counts refused sign-ups like failed logins: 429 with Retry-After past the limit', async () => {
    const taken = { ...account, mail: 'grupo.libre@demo.club', dni: '30000002K' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await anonymous()('POST', signupPaths.account, taken)).statusCode);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    expect((await anonymous()('POST', signupPaths.account, taken)).headers['retry-after']).toMatch(/^\d+$/);
  });

  it('makes no account whose mails were not written: the person can sign up again with the same mail', async () => {
    const person = { ...account, mail: 'sin.correo@test.club', dni: '30000004T' };
    // The outbox refuses this person's mails, as a process dying after the account would leave them unwritten.
    await t.db.exec(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.recipient = 'sin.correo@test.club' THEN RAISE EXCEPTION 'outbox down'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail();`);
    try {
      expect((await anonymous()('POST', signupPaths.account, person)).statusCode).toBe(500);
    } finally {
      await t.db.exec('DROP TRIGGER refuse_mail ON mail_outbox; DROP FUNCTION refuse_mail();');
    }
    expect((await t.db.query('SELECT 1 FROM users WHERE mail = $1', [person.mail])).rows).toHaveLength(0);
    expectCode(await anonymous()('POST', signupPaths.account, person), 201);
  });

  it('answers 403 while creation is off', async () => {
    const response = await withCreation(false, () => anonymous()('POST', signupPaths.account, { ...account, mail: 'x@test.club', dni: '30000003E' }));
    expectCode(response, 403, SIGNUP_CODES.creationClosed);
  });
});

const familyBody = {
  term: 'FULL_SEASON',
  people: [
    { self: true, productId: PRODUCT.adult },
    { self: false, name: 'Nil', lastname: 'Soler', birthdate: BORN.child, productId: PRODUCT.child },
    { self: false, name: 'Ona', lastname: 'Soler', birthdate: BORN.infant, productId: PRODUCT.infant },
  ],
};

async function familyOrder(cookie: string): Promise<SignupOrder> {
  const response = await sendAs(t.app, cookie)('POST', signupPaths.orders, familyBody);
  expect(response.statusCode, response.body).toBe(201);
  return signupOrderSchema.parse(response.json());
}

describe('POST signup/orders', () => {
  it('prices a family with the §9 discounts and explains each rol', async () => {
    const { cookie } = await createSignupUser(t.db);
    const order = await familyOrder(cookie);
    expect(order).toMatchObject({ status: 'OPEN', kind: 'NEW', term: 'FULL_SEASON', season: '25/26', payment: null, total: 385, discount: 0 });
    expect(order.expiresIn).toBeGreaterThan(800);
    expect(order.people.map((p) => [p.self, p.rolId, p.rolReason.code, p.priceRule, p.basePrice, p.price, p.seat])).toEqual([
      [true, 1, 'adult-31-to-64', 'first-adult', 240, 240, null],
      [false, 6, 'child-7-to-13', 'child', 120, 120, null],
      [false, 7, 'infant-under-7', 'infant', 25, 25, null],
    ]);
    expect(new Set(order.people.map((p) => p.personId)).size).toBe(3);
  });

  it('replaces an OPEN order of the caller', async () => {
    const { cookie } = await createSignupUser(t.db);
    const first = await familyOrder(cookie);
    const second = await familyOrder(cookie);
    expect(second.id).not.toBe(first.id);
    expect((await sendAs(t.app, cookie)('GET', signupPaths.order(first.id))).json().status).toBe('CANCELLED');
    expect((await sendAs(t.app, cookie)('GET', signupPaths.latestOrder)).json().id).toBe(second.id);
  });

  it.each([
    ['a product of another rol', { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.gold }] }, 409, SIGNUP_CODES.productNotForPerson],
    ['a product of another term', { term: 'HALF_SEASON', people: [{ self: true, productId: PRODUCT.adult }] }, 409, SIGNUP_CODES.productNotForPerson],
    ['a sold-out product', { term: 'HALF_SEASON', people: [{ self: true, productId: PRODUCT.adultHalfSoldOut }] }, 409, SIGNUP_CODES.productSoldOut],
    [
      'more people than units left',
      {
        term: 'FULL_SEASON',
        people: [
          { self: false, name: 'A', lastname: 'B', birthdate: BORN.youth14, productId: PRODUCT.youth14 },
          { self: false, name: 'C', lastname: 'D', birthdate: BORN.youth14, productId: PRODUCT.youth14 },
        ],
      },
      409,
      SIGNUP_CODES.productSoldOut,
    ],
    ['a renewal for a fan', { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.renewalAdult }] }, 403, SIGNUP_CODES.renewalNotAllowed],
    ['an unknown product', { term: 'FULL_SEASON', people: [{ self: true, productId: 999 }] }, 404, undefined],
    ['the caller twice', { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }, { self: true, productId: PRODUCT.adult }] }, 400, 'invalid-body'],
    [
      'a DNI with an account',
      { term: 'FULL_SEASON', people: [{ self: false, name: 'A', lastname: 'B', dni: '12345678Z', birthdate: BORN.adult, productId: PRODUCT.adult }] },
      409,
      SIGNUP_CODES.dniInUse,
    ],
  ])('refuses %s', async (_, body, status, code) => {
    const { cookie } = await createSignupUser(t.db);
    expectCode(await sendAs(t.app, cookie)('POST', signupPaths.orders, body), status, code);
  });

  it('refuses a member who has paid this season, and a caller without a birth date', async () => {
    const socio = await sessionCookieFor(t.db, 'socio@demo.club');
    expectCode(await sendAs(t.app, socio)('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] }), 409, SIGNUP_CODES.alreadyMember);
    const { cookie } = await createSignupUser(t.db, { birthdate: null });
    expectCode(await sendAs(t.app, cookie)('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] }), 409, SIGNUP_CODES.noBirthdate);
  });

  it('needs a session, and creation on', async () => {
    expectCode(await anonymous()('POST', signupPaths.orders, familyBody), 401);
    const { cookie } = await createSignupUser(t.db);
    expectCode(await withCreation(false, () => sendAs(t.app, cookie)('POST', signupPaths.orders, familyBody)), 403, SIGNUP_CODES.creationClosed);
  });
});

describe('areas for the order’s people (POST group-seat-change/areas/:id)', () => {
  it('takes the person ids as users and filters the prices to their rols', async () => {
    const { cookie } = await createSignupUser(t.db);
    const order = await familyOrder(cookie);
    const response = await sendAs(t.app, cookie)('POST', membershipPaths.productAreas(PRODUCT.adult), { users: order.people.map((p) => p.personId) });
    expect(response.statusCode, response.body).toBe(200);
    const areas = areaListSchema.parse(response.json());
    const junior = areas.find((area) => area.id === FIXTURE.juniorArea);
    expect(junior && 'prices' in junior ? junior.prices.map((p) => p.rolls) : null).toEqual([[6, 7]]);
    const adultsOnly = await sendAs(t.app, cookie)('POST', membershipPaths.productAreas(PRODUCT.adult), { users: [order.people[0]!.personId] });
    expect(areaListSchema.parse(adultsOnly.json()).some((area) => area.id === FIXTURE.juniorArea)).toBe(false);
  });

  it("answers 403 for another caller's order people", async () => {
    const { cookie } = await createSignupUser(t.db);
    const order = await familyOrder(cookie);
    const stranger = await createSignupUser(t.db);
    const response = await sendAs(t.app, stranger.cookie)('POST', membershipPaths.productAreas(PRODUCT.adult), { users: [order.people[1]!.personId] });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT signup/orders/:id/seats', () => {
  let seat = 0;
  const cheap = () => FIXTURE.seat(FIXTURE.cheapArea, 50 + seat++);
  const junior = () => FIXTURE.seat(FIXTURE.juniorArea, 50 + seat++);

  it('holds one seat per person and prices the order by the seats’ areas', async () => {
    const { cookie } = await createSignupUser(t.db);
    const order = await familyOrder(cookie);
    const [adult, child, infant] = order.people.map((p) => p.personId) as [number, number, number];
    const seats = { adult: cheap(), child: junior(), infant: junior() };
    const response = await sendAs(t.app, cookie)('PUT', signupPaths.seats(order.id), {
      seats: [
        { personId: adult, seatId: seats.adult },
        { personId: child, seatId: seats.child },
        { personId: infant, seatId: seats.infant },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const held = signupOrderSchema.parse(response.json());
    // Adult 200 € in the cheap area. The junior area has no adult price, so the child's half is of
    // the adult product (120 €), capped at the junior area's own 50 €; the infant pays 25 €.
    expect(held.people.map((p) => [p.seat?.idSeat, p.basePrice, p.price])).toEqual([
      [seats.adult, 200, 200],
      [seats.child, 50, 50],
      [seats.infant, 50, 25],
    ]);
    expect(held.total).toBe(275);
    const { rows } = await t.db.query<{ kind: string; signup_order_id: number }>(
      'SELECT kind, signup_order_id FROM seat_claims WHERE seat_id = ANY($1::int[])',
      [Object.values(seats)],
    );
    expect(rows).toEqual(Array(3).fill({ kind: 'HELD', signup_order_id: order.id }));
  });

  it('moves a person to a new seat and frees the old one; the owner sees their held seat as free', async () => {
    const { cookie } = await createSignupUser(t.db);
    const order = await familyOrder(cookie);
    const personId = order.people[0]!.personId;
    const [first, second] = [cheap(), cheap()];
    await sendAs(t.app, cookie)('PUT', signupPaths.seats(order.id), { seats: [{ personId, seatId: first }] });
    const seats = await sendAs(t.app, cookie)('POST', `${membershipPaths.productAreas(PRODUCT.adult)}?parentId=${FIXTURE.cheapArea}`, { users: [personId] });
    expect(seats.json().find((s: { id: number }) => s.id === first).state).toBe('available');
    const stranger = await createSignupUser(t.db);
    const theirs = await sendAs(t.app, stranger.cookie)('POST', `${membershipPaths.productAreas(PRODUCT.adult)}?parentId=${FIXTURE.cheapArea}`, {
      users: [(await familyOrder(stranger.cookie)).people[0]!.personId],
    });
    expect(theirs.json().find((s: { id: number }) => s.id === first).state).toBe('taken');
    const moved = await sendAs(t.app, cookie)('PUT', signupPaths.seats(order.id), { seats: [{ personId, seatId: second }] });
    expect(moved.json().people[0].seat.idSeat).toBe(second);
    const { rows } = await t.db.query('SELECT 1 FROM seat_claims WHERE seat_id = $1', [first]);
    expect(rows).toEqual([]);
  });

  it('answers 409 seat-taken for a seat another order holds, and seat-not-priced for the rol', async () => {
    const first = await createSignupUser(t.db);
    const second = await createSignupUser(t.db);
    const [a, b] = [await familyOrder(first.cookie), await familyOrder(second.cookie)];
    const contested = cheap();
    expect((await sendAs(t.app, first.cookie)('PUT', signupPaths.seats(a.id), { seats: [{ personId: a.people[0]!.personId, seatId: contested }] })).statusCode).toBe(200);
    expectCode(await sendAs(t.app, second.cookie)('PUT', signupPaths.seats(b.id), { seats: [{ personId: b.people[0]!.personId, seatId: contested }] }), 409, SIGNUP_CODES.seatTaken);
    expectCode(await sendAs(t.app, second.cookie)('PUT', signupPaths.seats(b.id), { seats: [{ personId: b.people[1]!.personId, seatId: cheap() }] }), 409, SIGNUP_CODES.seatNotPriced);
    // All or none: the first pick of a failing update is not kept.
    const mixed = await sendAs(t.app, second.cookie)('PUT', signupPaths.seats(b.id), {
      seats: [
        { personId: b.people[0]!.personId, seatId: cheap() },
        { personId: b.people[2]!.personId, seatId: contested },
      ],
    });
    expect(mixed.statusCode).toBe(409);
    expect((await sendAs(t.app, second.cookie)('GET', signupPaths.order(b.id))).json().people.every((p: { seat: unknown }) => p.seat === null)).toBe(true);
  });

  it('takes a seat whose hold lapsed, and answers order-expired for a lapsed order', async () => {
    const first = await createSignupUser(t.db);
    const second = await createSignupUser(t.db);
    const [a, b] = [await familyOrder(first.cookie), await familyOrder(second.cookie)];
    const seatId = cheap();
    await sendAs(t.app, first.cookie)('PUT', signupPaths.seats(a.id), { seats: [{ personId: a.people[0]!.personId, seatId }] });
    await t.db.query("UPDATE signup_orders SET expires_at = now() - interval '1 second' WHERE id = $1", [a.id]);
    await t.db.query("UPDATE seat_claims SET expires_at = now() - interval '1 second' WHERE signup_order_id = $1", [a.id]);
    expect((await sendAs(t.app, second.cookie)('PUT', signupPaths.seats(b.id), { seats: [{ personId: b.people[0]!.personId, seatId }] })).statusCode).toBe(200);
    expectCode(await sendAs(t.app, first.cookie)('PUT', signupPaths.seats(a.id), { seats: [{ personId: a.people[0]!.personId, seatId: cheap() }] }), 409, SIGNUP_CODES.orderExpired);
    const lapsed = signupOrderSchema.parse((await sendAs(t.app, first.cookie)('GET', signupPaths.order(a.id))).json());
    expect(lapsed).toMatchObject({ status: 'EXPIRED', expiresIn: 0 });
  });

  it("answers 404 for another user's order, 403 for a person not in the order, 400 for a seat listed twice", async () => {
    const owner = await createSignupUser(t.db);
    const order = await familyOrder(owner.cookie);
    const stranger = await createSignupUser(t.db);
    const personId = order.people[0]!.personId;
    expectCode(await sendAs(t.app, stranger.cookie)('PUT', signupPaths.seats(order.id), { seats: [{ personId, seatId: cheap() }] }), 404);
    expectCode(await sendAs(t.app, owner.cookie)('PUT', signupPaths.seats(order.id), { seats: [{ personId: 1, seatId: cheap() }] }), 403, SIGNUP_CODES.personNotInOrder);
    const seatId = cheap();
    expectCode(
      await sendAs(t.app, owner.cookie)('PUT', signupPaths.seats(order.id), {
        seats: [
          { personId, seatId },
          { personId: order.people[1]!.personId, seatId },
        ],
      }),
      400,
      'invalid-body',
    );
    expectCode(await sendAs(t.app, owner.cookie)('PUT', signupPaths.seats(order.id), { seats: [{ personId, seatId: 99_999_999 }] }), 404);
  });

  it('cancels an OPEN order and frees its seats', async () => {
    const { cookie } = await createSignupUser(t.db);
    const order = await familyOrder(cookie);
    const seatId = cheap();
    await sendAs(t.app, cookie)('PUT', signupPaths.seats(order.id), { seats: [{ personId: order.people[0]!.personId, seatId }] });
    expect((await sendAs(t.app, cookie)('DELETE', signupPaths.order(order.id))).statusCode).toBe(204);
    expect((await t.db.query('SELECT 1 FROM seat_claims WHERE seat_id = $1', [seatId])).rows).toEqual([]);
    expectCode(await sendAs(t.app, cookie)('DELETE', signupPaths.order(order.id)), 409, SIGNUP_CODES.orderNotOpen);
  });
});
