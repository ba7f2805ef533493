import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaListSchema, membershipPaths } from '../../src/api/membership.ts';
import { signupOrderSchema, signupPaths, signupPaymentStartSchema } from '../../src/api/signup.ts';
import { userSchema, usersPaths } from '../../src/api/users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { BORN, notify, PRODUCT, sendAs, transactionOf } from './signup.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visitor = {
  name: 'Carla',
  lastname: 'Ferrer Gil',
  mail: 'carla.ferrer@test.club',
  password: 'Abono2526',
  dni: '30000004T',
  birthdate: BORN.adult,
  acceptTerms: true,
};

describe('a visitor becomes a member with a seat, on the demo arena', () => {
  it('account, mail confirmation, family order, areas, seats, card payment, partner login', async () => {
    const created = await sendAs(t.app, null)('POST', signupPaths.account, visitor);
    expect(created.statusCode, created.body).toBe(201);
    const cookie = `sid=${created.cookies.find((c) => c.name === 'sid')!.value}`;
    const send = sendAs(t.app, cookie);
    // The confirmation link of step 1: no seat is held for an unconfirmed mail, and it lets the new partner log in.
    const { rows } = await t.db.query<{ body: string }>("SELECT body FROM mail_outbox WHERE recipient = $1 AND subject = 'Confirma tu correo'", [visitor.mail]);
    const hash = /confirmar-correo\/([A-Za-z0-9_-]+)\//.exec(rows[0]!.body)![1];
    expect((await sendAs(t.app, null)('PUT', usersPaths.confirmMail, { mail: visitor.mail, hash })).statusCode).toBe(204);

    const ordered = await send('POST', signupPaths.orders, {
      term: 'FULL_SEASON',
      people: [
        { self: true, productId: PRODUCT.adult },
        { self: false, name: 'Jan', lastname: 'Ferrer', birthdate: BORN.child, productId: PRODUCT.child },
      ],
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const order = signupOrderSchema.parse(ordered.json());
    const users = order.people.map((p) => p.personId);

    // The cheapest area with two free seats priced for both rols, then its first two free seats.
    const areas = areaListSchema.parse((await send('POST', membershipPaths.productAreas(PRODUCT.adult), { users })).json());
    const area = areas.find((a) => a.level === 'AREA' && a.available >= 2 && a.prices.some((p) => p.rolls.includes(6)))!;
    const seats = areaListSchema
      .parse((await send('POST', `${membershipPaths.productAreas(PRODUCT.adult)}?parentId=${area.id}`, { users })).json())
      .filter((s) => s.level === 'SEAT' && s.state === 'available')
      .slice(0, 2);
    const held = await send('PUT', signupPaths.seats(order.id), { seats: users.map((personId, i) => ({ personId, seatId: seats[i]!.id })) });
    expect(held.statusCode, held.body).toBe(200);
    const priced = signupOrderSchema.parse(held.json());
    // §9: the child pays half the adult price of the same area.
    expect(priced.people[1]!.price).toBe(priced.people[0]!.basePrice / 2);

    const started = signupPaymentStartSchema.parse((await send('POST', signupPaths.payment(order.id), { method: 'CARD' })).json());
    expect((await notify(t.app, t.db, transactionOf(started.transaction!), 'APPROVED')).statusCode).toBe(204);

    const login = await sendAs(t.app, null)('POST', usersPaths.login, { mail: visitor.mail, password: visitor.password });
    expect(login.statusCode, login.body).toBe(200);
    const partner = userSchema.parse(login.json());
    expect(partner).toMatchObject({ type: 'PARTNER', partner: { status: 'ACTIVE', seat: { id: seats[0]!.id, areaId: area.id } } });
    expect(partner.partner!.info.totalPaidAmount).toBe(priced.people[0]!.price);
  });
});
