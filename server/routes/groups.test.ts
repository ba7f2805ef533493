import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupSchema, groupsPaths, type CreateGroupBody } from '../../src/api/groups.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { createTestPartner, lastMailedGroupToken, setDoubleAuthentication, type TestPartner } from './groups.fixtures.ts';

/** POST groups and GET groups/:id: creation, the added-member checks of §8, reading. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/groups', () => {
  let nextNumber = 2900;
  const partner = (options?: { blocked?: boolean }) => createTestPartner(t.db, nextNumber++, options);

  const create = (cookie: string | undefined, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/${groupsPaths.create}`, headers: cookie ? { cookie } : {}, payload: body as object });
  const bodyFor = (member: TestPartner, overrides: Partial<CreateGroupBody['member']> = {}): CreateGroupBody => ({
    name: 'Los del fondo',
    type: 'FRIENDS',
    member: { ...member.input, ...overrides },
  });

  it('creates a FRIENDS group with the caller as owner and the member pending a mailed token', async () => {
    await setDoubleAuthentication(t.db, true);
    const [owner, member] = [await partner(), await partner()];
    const response = await create(owner.cookie, bodyFor(member));
    expect(response.statusCode).toBe(201);
    const group = groupSchema.parse(response.json());
    expect(group).toMatchObject({ name: 'Los del fondo', type: 'FRIENDS', maxMembers: 6, familiarDiscount: false, newOwners: [] });
    expect(group.owners.map((o) => o.member.partner.id)).toEqual([owner.partnerId]);
    expect(group.members.map((m) => m.member.partner.id)).toEqual([owner.partnerId]);
    expect(group.newMembers.map((m) => m.member)).toEqual([
      { name: 'José', lastname: 'García Test', mail: member.mail, partner: { id: member.partnerId, partnerNumber: member.input.partnerNumber } },
    ]);
    expect(await lastMailedGroupToken(t.db, member.mail)).toMatch(/^[A-Z2-9]{10}$/);
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM group_tokens WHERE partner_id = $1', [member.partnerId]);
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/); // only the hash is kept
    expect(response.body).not.toMatch(/dni|birthdate|password|pin/i);
  });

  it('adds the member as active when double authentication is off, and gives a FAMILY group its discount', async () => {
    await setDoubleAuthentication(t.db, false);
    const [owner, member] = [await partner(), await partner()];
    const response = await create(owner.cookie, { ...bodyFor(member), type: 'FAMILY' });
    expect(response.statusCode).toBe(201);
    const group = groupSchema.parse(response.json());
    expect(group).toMatchObject({ type: 'FAMILY', maxMembers: 8, familiarDiscount: true, newMembers: [] });
    expect(group.members.map((m) => m.member.partner.id)).toEqual([owner.partnerId, member.partnerId]);
    const extended = await t.app.inject({ url: '/api/users/extended', headers: { cookie: member.cookie } });
    expect(extended.json()).toMatchObject({ group: { id: group.id, name: 'Los del fondo' } });
    await setDoubleAuthentication(t.db, true);
  });

  it('accepts names whatever their case, accents and spacing, and a co-owner listed in newOwners', async () => {
    const [owner, member] = [await partner(), await partner()];
    const response = await create(owner.cookie, bodyFor(member, { name: 'JOSE', lastname: 'garcia   test', owner: true }));
    expect(response.statusCode).toBe(201);
    expect(groupSchema.parse(response.json()).newOwners.map((o) => o.member.mail)).toEqual([member.mail]);
  });

  it.each([
    [452, 'name', { name: 'Pepe' }, 'Name does not match the partner'],
    [452, 'lastname', { lastname: 'Otro' }, 'Name does not match the partner'],
    [453, 'DNI', { dni: '00000000T' }, 'DNI does not match the partner'],
    [454, 'birthdate', { birthdate: '1991-05-21' }, 'Birthdate does not match the partner'],
    [455, 'mail', { mail: 'otra@demo.club' }, 'Mail does not match the partner'],
    [458, 'partner number', { partnerNumber: 999_999 }, 'No partner with that partner number'],
  ])('answers %i when the %s does not match, and creates nothing', async (status, _field, overrides, message) => {
    const [owner, member] = [await partner(), await partner()];
    const response = await create(owner.cookie, bodyFor(member, overrides));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, message });
    const left = await t.db.query('SELECT 1 FROM group_members WHERE partner_id IN ($1, $2)', [owner.partnerId, member.partnerId]);
    expect(left.rows).toEqual([]); // the transaction rolled back: the owner is free again
  });

  it('answers 401 Partner is blocked for a blocked partner (demo account)', async () => {
    const owner = await partner();
    const blocked = await partner({ blocked: true });
    const response = await create(owner.cookie, bodyFor(blocked));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Partner is blocked', code: 'group-member-blocked' });
    const demo = await create(owner.cookie, {
      ...bodyFor(blocked),
      member: { partnerNumber: 2030, name: 'Hugo', dni: '20300030T', birthdate: '1987-07-21', mail: groupDemo.blocked },
    });
    expect(demo.statusCode).toBe(401);
  });

  it('answers 409 when the member already belongs to a group, and when the caller does', async () => {
    const owner = await partner();
    const inFamily = { partnerNumber: 2002, name: 'Amparo', dni: '20020002C', birthdate: '1980-06-23', mail: groupDemo.familySpouse };
    const taken = await create(owner.cookie, { name: 'x', type: 'FRIENDS', member: inFamily });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Partner already belongs to a group' });

    const callerInGroup = await create(await sessionCookieFor(t.db, groupDemo.familyOwner), bodyFor(await partner()));
    expect(callerInGroup.statusCode).toBe(409);
    expect(callerInGroup.json()).toMatchObject({ message: 'You already belong to a group' });
  });

  it('answers 409 when the caller adds themselves', async () => {
    const owner = await partner();
    expect((await create(owner.cookie, bodyFor(owner))).statusCode).toBe(409);
  });

  it('answers 403 to a user who is not a partner', async () => {
    const member = await partner();
    const response = await create(await sessionCookieFor(t.db, 'aficionado@demo.club'), bodyFor(member));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Only partners can create a group' });
  });

  it('answers 401 without a session', async () => {
    const response = await create(undefined, bodyFor(await partner()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not logged in' });
  });

  it.each([
    ['a missing field', (b: CreateGroupBody) => ({ type: b.type, member: b.member }), 'body.name: required'],
    ['a wrong type', (b: CreateGroupBody) => ({ ...b, type: 'CLAN' }), 'body.type'],
    ['a number for a string', (b: CreateGroupBody) => ({ ...b, member: { ...b.member, name: 5 } }), 'body.member.name: expected string'],
    ['a 1,000,000-character string', (b: CreateGroupBody) => ({ ...b, name: 'x'.repeat(1_000_000) }), 'body.name: at most 120 characters'],
    ['an unknown field', (b: CreateGroupBody) => ({ ...b, admin: true }), "unknown field 'admin'"],
    ['an unknown member field', (b: CreateGroupBody) => ({ ...b, member: { ...b.member, iban: 'x' } }), "body.member: unknown field 'iban'"],
    ['a bad DNI', (b: CreateGroupBody) => ({ ...b, member: { ...b.member, dni: '123' } }), 'body.member.dni: must be a DNI or NIE'],
    ['a wrong DNI check letter', (b: CreateGroupBody) => ({ ...b, member: { ...b.member, dni: '12345678A' } }), 'body.member.dni: must be a DNI or NIE with its check letter'],
    ['a birthdate in the future', (b: CreateGroupBody) => ({ ...b, member: { ...b.member, birthdate: '2999-01-01' } }), 'body.member.birthdate: must be a date before today'],
    ['a partner number as text', (b: CreateGroupBody) => ({ ...b, member: { ...b.member, partnerNumber: '2020' } }), 'body.member.partnerNumber'],
  ])('answers 400 for %s', async (_case, mutate, message) => {
    const [owner, member] = [await partner(), await partner()];
    const response = await create(owner.cookie, mutate(bodyFor(member)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('GET /api/groups/:id', () => {
  let familyId: number;
  beforeAll(async () => {
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM groups WHERE name = 'Familia Ferrando'");
    familyId = rows[0]?.id ?? 0;
  });

  const read = async (mail: string | null, id: number | string = familyId) =>
    t.app.inject({ url: `/api/groups/${id}`, headers: mail ? { cookie: await sessionCookieFor(t.db, mail) } : {} });

  it('answers the seeded family group to its members', async () => {
    for (const mail of [groupDemo.familyOwner, groupDemo.familyChild]) {
      const response = await read(mail);
      expect(response.statusCode).toBe(200);
      const group = groupSchema.parse(response.json());
      expect(group.members.map((m) => m.member.mail)).toEqual([groupDemo.familyOwner, groupDemo.familySpouse, groupDemo.familyChild]);
      expect(group.owners.map((m) => m.member.mail)).toEqual([groupDemo.familyOwner]);
      expect(group.newMembers.map((m) => m.member.mail)).toEqual([groupDemo.familyPending]);
    }
  });

  it('answers 404 to a stranger, a non-partner and a pending member, and for an unknown id', async () => {
    for (const mail of [groupDemo.friendsOwner, groupDemo.noGroup, 'empresa@demo.club', groupDemo.familyPending]) {
      const response = await read(mail);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Group not found', code: 'group-not-found' });
    }
    expect((await read(groupDemo.familyOwner, 999_999)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a number, 401 without a session', async () => {
    expect((await read(groupDemo.familyOwner, 'abc')).statusCode).toBe(400);
    expect((await read(null)).statusCode).toBe(401);
  });
});
