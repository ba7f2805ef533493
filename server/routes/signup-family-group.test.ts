import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupSchema, groupsPaths } from '../../src/api/groups.ts';
import { seatChangeSchema } from '../../src/api/seat-change.ts';
import { signupOrderSchema, signupPaths, signupPaymentStartSchema, type SignupOrder } from '../../src/api/signup.ts';
import { userSchema, usersPaths } from '../../src/api/users.ts';
import { groupSignedUpFamily } from '../store/signup-family-group.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestGroup, createTestPartner, FIXTURE, insertArenaFixture } from './seat-change.fixtures.ts';
import { BORN, createSignupUser, notify, PRODUCT, sendAs, transactionOf } from './signup.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
});
afterAll(() => t.close());

let seat = 0;
const nextSeat = (area: number) => FIXTURE.seat(area, seat++ % 100);

/** A new account pays by card for themselves (gold), an adult with a DNI and a child. */
async function paidFamily(): Promise<{ cookie: string; order: SignupOrder }> {
  const { cookie } = await createSignupUser(t.db, { birthdate: BORN.gold });
  const send = sendAs(t.app, cookie);
  const created = await send('POST', signupPaths.orders, {
    term: 'FULL_SEASON',
    people: [
      { self: true, productId: PRODUCT.gold },
      { self: false, name: 'Marc', lastname: 'Ribes', dni: '30000101M', birthdate: BORN.adult, productId: PRODUCT.adult },
      { self: false, name: 'Pau', lastname: 'Ribes', birthdate: BORN.child, productId: PRODUCT.child },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const people = signupOrderSchema.parse(created.json()).people;
  const areas = [FIXTURE.dearArea, FIXTURE.dearArea, FIXTURE.juniorArea];
  const seats = people.map((person, index) => ({ personId: person.personId, seatId: nextSeat(areas[index]!) }));
  expect((await send('PUT', signupPaths.seats(created.json().id), { seats })).statusCode).toBe(200);
  const started = signupPaymentStartSchema.parse((await send('POST', signupPaths.payment(created.json().id), { method: 'CARD' })).json());
  expect((await notify(t.app, t.db, transactionOf(started.transaction!), 'APPROVED')).statusCode).toBe(204);
  return { cookie, order: signupOrderSchema.parse((await send('GET', signupPaths.order(created.json().id))).json()) };
}

describe('approval of an order for several people', () => {
  let paid: { cookie: string; order: SignupOrder };
  let mailsBefore: number;
  beforeAll(async () => {
    mailsBefore = (await t.db.query('SELECT id FROM mail_outbox')).rows.length;
    paid = await paidFamily();
  });

  it('makes the FAMILY group: the buyer owns it, the others are ACTIVE members without mail, managed by the buyer, mailed nothing', async () => {
    const { cookie, order } = paid;
    expect(order.status).toBe('PAID');
    const [buyer, adult, child] = order.people;
    expect(order.familyGroup?.name).toMatch(/^Familia Abonada$/);

    const me = userSchema.parse((await sendAs(t.app, cookie)('GET', usersPaths.extended)).json());
    expect(me.group).toEqual(order.familyGroup);
    const read = await sendAs(t.app, cookie)('GET', groupsPaths.group(order.familyGroup!.id));
    expect(read.statusCode, read.body).toBe(200);
    const group = groupSchema.parse(read.json());
    expect(group).toMatchObject({ type: 'FAMILY', familiarDiscount: true, maxMembers: 8, newMembers: [], newOwners: [] });
    expect(group.owners.map((entry) => entry.member.partner.id)).toEqual([buyer!.personId]);
    expect(group.members.map((entry) => entry.member.partner.id)).toEqual([buyer!.personId, adult!.personId, child!.personId]);
    const buyerName = `${group.members[0]!.member.name} ${group.members[0]!.member.lastname}`;
    for (const entry of group.members.slice(1)) expect(entry.member).toMatchObject({ mail: null, managedBy: buyerName });
    expect(group.members[0]!.member.managedBy).toBeUndefined();
    // Only the welcome mail to the buyer: the family has no mail to send a confirmation to.
    const mails = (await t.db.query<{ recipient: string | null }>('SELECT recipient FROM mail_outbox ORDER BY id')).rows.slice(mailsBefore);
    expect(mails.every((mail) => mail.recipient !== null)).toBe(true);

    // The seat change moves them together, once the office allows it (new partners start without it).
    await t.db.query('UPDATE partners SET change_seat_allowed = true, change_seat_execution_allowed = true WHERE id = ANY($1::int[])', [
      order.people.map((person) => person.personId),
    ]);
    const partners = [buyer!.personId, adult!.personId, child!.personId];
    const change = await sendAs(t.app, cookie)('POST', 'group-seat-change/init', { productId: FIXTURE.product, partners });
    expect(change.statusCode, change.body).toBe(201);
    expect(seatChangeSchema.parse(change.json()).partners.map((partner) => partner.partnerId).sort()).toEqual([...partners].sort());
  });

  it('attack: adding a family member without a mail to another group answers 455 (their mail matches nothing), never a 500', async () => {
    const adult = paid.order.people[1]!;
    const owner = await createTestPartner(t.db);
    const other = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [{ partnerId: other.partnerId, status: 'ACTIVE' }]);
    const groupId = (await t.db.query<{ group_id: number }>('SELECT group_id FROM group_members WHERE partner_id = $1', [owner.partnerId])).rows[0]!.group_id;
    const response = await sendAs(t.app, owner.cookie)('PUT', groupsPaths.group(groupId), {
      add: [{ partnerNumber: adult.partnerNumber, name: 'Marc', lastname: 'Ribes', dni: '30000101M', birthdate: BORN.adult, mail: 'marc@test.club' }],
    });
    expect(response.statusCode, response.body).toBe(455);
  });
});

describe('groupSignedUpFamily: a buyer who already has a group', () => {
  const people = (...ids: number[]) => ids.map((personId) => ({ personId, self: false }));
  const groupOf = async (partnerId: number) =>
    (await t.db.query<{ group_id: number }>('SELECT group_id FROM group_members WHERE partner_id = $1', [partnerId])).rows[0]?.group_id ?? null;

  it('adds the others to the FAMILY the buyer owns, while it has room for them all', async () => {
    const buyer = await createTestPartner(t.db);
    const [first, second] = [await createTestPartner(t.db), await createTestPartner(t.db)];
    await createTestGroup(t.db, buyer.partnerId, []);
    expect(await t.db.transaction((tx) => groupSignedUpFamily(tx, buyer.userId, people(first.partnerId)))).toBe('joined');
    expect(await groupOf(first.partnerId)).toBe(await groupOf(buyer.partnerId));
    // The fixture group holds 6 and has 2: six more do not fit, and none of them is added.
    const many = await Promise.all(Array.from({ length: 5 }, () => createTestPartner(t.db)));
    const outcome = await t.db.transaction((tx) => groupSignedUpFamily(tx, buyer.userId, people(second.partnerId, ...many.map((p) => p.partnerId))));
    expect(outcome).toBe('full');
    expect(await groupOf(second.partnerId)).toBeNull();
  });

  it('makes no group when the buyer is only a member of a FAMILY, or owns a FRIENDS group', async () => {
    const owner = await createTestPartner(t.db);
    const buyer = await createTestPartner(t.db);
    const friendsOwner = await createTestPartner(t.db);
    const newcomer = await createTestPartner(t.db);
    await createTestGroup(t.db, owner.partnerId, [{ partnerId: buyer.partnerId, status: 'ACTIVE' }]);
    await createTestGroup(t.db, friendsOwner.partnerId, []);
    await t.db.query("UPDATE groups SET type = 'FRIENDS' WHERE id = $1", [await groupOf(friendsOwner.partnerId)]);
    for (const who of [buyer, friendsOwner]) {
      expect(await t.db.transaction((tx) => groupSignedUpFamily(tx, who.userId, people(newcomer.partnerId)))).toBe('buyer-in-other-group');
    }
    expect(await groupOf(newcomer.partnerId)).toBeNull();
  });

  it('makes no group for a buyer without a partner who signs up one other person', async () => {
    const { userId } = await createSignupUser(t.db);
    const newcomer = await createTestPartner(t.db);
    expect(await t.db.transaction((tx) => groupSignedUpFamily(tx, userId, people(newcomer.partnerId)))).toBe('no-owner');
  });
});
