import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupSchema, groupsPaths, type Group, type GroupMemberInput } from '../../src/api/groups.ts';
import { userSchema, usersPaths } from '../../src/api/users.ts';
import { EXPIRED_GROUP_TOKEN, groupDemo } from '../db/seed-data/accounts-groups.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { createTestPartner, lastMailedGroupToken, setDoubleAuthentication, type TestPartner } from './groups.fixtures.ts';

/** PUT groups/:id, PUT groups/validate-token/:groupId, PUT groups/leave/:id, DELETE groups/:id. */
let t: TestApp;
let nextNumber = 2900;
const partner = (options?: { blocked?: boolean }) => createTestPartner(t.db, nextNumber++, options);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (method: 'PUT' | 'DELETE', url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const update = (groupId: number, cookie: string | undefined, body: unknown) => send('PUT', groupsPaths.group(groupId), cookie, body);
const validate = (groupId: number, cookie: string | undefined, body: unknown) => send('PUT', groupsPaths.validateToken(groupId), cookie, body);
const leave = (groupId: number, cookie: string | undefined) => send('PUT', groupsPaths.leave(groupId), cookie);
const dissolve = (groupId: number, cookie: string | undefined) => send('DELETE', groupsPaths.group(groupId), cookie);
/** The documented free partner (grupo.libre), every field right; some 400 cases break one. */
const FREE_MEMBER: GroupMemberInput = {
  partnerNumber: 2020,
  name: 'Teresa',
  lastname: 'Aleixandre Puig',
  dni: '20200020V',
  birthdate: '1990-03-15',
  mail: groupDemo.free,
};
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-01-01`;
const mailsOf = (group: Group, list: 'members' | 'owners' | 'newMembers' | 'newOwners') => group[list].map((m) => m.member.mail);

/** A fresh FRIENDS group: `owner` and active `members` (added with double authentication off). */
async function groupOf(owner: TestPartner, ...members: (TestPartner & { owner?: boolean })[]): Promise<number> {
  await setDoubleAuthentication(t.db, false);
  const [first, ...rest] = members;
  if (!first) throw new Error('a group needs a first member');
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/${groupsPaths.create}`,
    headers: { cookie: owner.cookie },
    payload: { name: 'Peña', type: 'FRIENDS', member: { ...first.input, owner: first.owner } },
  });
  const id = groupSchema.parse(created.json()).id;
  if (rest.length > 0) await update(id, owner.cookie, { add: rest.map((m) => ({ ...m.input, owner: m.owner })) });
  await setDoubleAuthentication(t.db, true);
  return id;
}

async function seededGroupId(name: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM groups WHERE name = $1', [name]);
  return rows[0]?.id ?? 0;
}

describe('PUT /api/groups/:id', () => {
  it('lets the owner add members (pending, each mailed a token) and remove active and pending ones', async () => {
    const [owner, a, b, c] = [await partner(), await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    const added = await update(id, owner.cookie, { add: [b.input, c.input] });
    expect(added.statusCode).toBe(200);
    expect(mailsOf(groupSchema.parse(added.json()), 'newMembers')).toEqual([b.mail, c.mail]);
    await lastMailedGroupToken(t.db, c.mail);

    const removed = await update(id, owner.cookie, { remove: [a.partnerId, b.partnerId] });
    expect(removed.statusCode).toBe(200);
    const group = groupSchema.parse(removed.json());
    expect(mailsOf(group, 'members')).toEqual([owner.mail]);
    expect(mailsOf(group, 'newMembers')).toEqual([c.mail]);
    const tokens = await t.db.query('SELECT 1 FROM group_tokens WHERE partner_id = $1', [b.partnerId]);
    expect(tokens.rows).toEqual([]);
  });

  it('answers 459 for the full seeded friends group (documented demo data)', async () => {
    const friendsOwner = await sessionCookieFor(t.db, groupDemo.friendsOwner);
    const response = await update(await seededGroupId('Penya del Tercer Anfiteatre'), friendsOwner, { add: [FREE_MEMBER] });
    expect(response.statusCode).toBe(459);
    expect(response.json()).toMatchObject({ message: 'Maximum members reached', code: 'group-full' });
  });

  it('removes before adding, so a full group can swap a member in one call', async () => {
    const [owner, a, b, c] = [await partner(), await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a, b);
    await t.db.query('UPDATE groups SET max_members = 3 WHERE id = $1', [id]);
    expect((await update(id, owner.cookie, { add: [c.input] })).statusCode).toBe(459);
    const swapped = await update(id, owner.cookie, { remove: [a.partnerId], add: [c.input] });
    expect(swapped.statusCode).toBe(200);
    expect(mailsOf(groupSchema.parse(swapped.json()), 'newMembers')).toEqual([c.mail]);
  });

  it('never exceeds max_members with two concurrent adds for the last place', async () => {
    const [owner, a, b, c] = [await partner(), await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    await t.db.query('UPDATE groups SET max_members = 3 WHERE id = $1', [id]);
    const answers = await Promise.all([update(id, owner.cookie, { add: [b.input] }), update(id, owner.cookie, { add: [c.input] })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 459]);
    const count = await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM group_members WHERE group_id = $1', [id]);
    expect(count.rows[0]?.n).toBe(3);
  });

  it('rolls the whole call back when one member fails its checks', async () => {
    const [owner, a, b] = [await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    const response = await update(id, owner.cookie, { remove: [a.partnerId], add: [{ ...b.input, mail: 'otro@demo.club' }] });
    expect(response.statusCode).toBe(455);
    const still = await t.db.query('SELECT 1 FROM group_members WHERE group_id = $1 AND partner_id = $2', [id, a.partnerId]);
    expect(still.rows).toHaveLength(1);
  });

  it('answers 401 for a blocked partner, 409 for one already in a group, 452–455 and 458 as on create', async () => {
    const [owner, a, blocked] = [await partner(), await partner(), await partner({ blocked: true })];
    const id = await groupOf(owner, a);
    const other = await partner();
    expect((await update(id, owner.cookie, { add: [blocked.input] })).statusCode).toBe(401);
    expect((await update(id, owner.cookie, { add: [a.input] })).statusCode).toBe(409);
    expect((await update(id, owner.cookie, { add: [{ ...other.input, name: 'Ana' }] })).statusCode).toBe(452);
    expect((await update(id, owner.cookie, { add: [{ ...other.input, dni: '99999999R' }] })).statusCode).toBe(453);
    // A second owner: five failed adds are all one caller may make in 15 minutes.
    const [owner2, b] = [await partner(), await partner()];
    const id2 = await groupOf(owner2, b);
    expect((await update(id2, owner2.cookie, { add: [{ ...other.input, birthdate: '2000-01-01' }] })).statusCode).toBe(454);
    expect((await update(id2, owner2.cookie, { add: [{ ...other.input, mail: 'x@demo.club' }] })).statusCode).toBe(455);
    expect((await update(id2, owner2.cookie, { add: [{ ...other.input, partnerNumber: 1_000_000 }] })).statusCode).toBe(458);
  });

  it('answers 429 with Retry-After after five failed adds by one caller, whatever the IP', async () => {
    const [owner, a, other] = [await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    const wrongName = { add: [{ ...other.input, name: 'Ana' }] };
    for (let i = 0; i < 5; i += 1) expect((await update(id, owner.cookie, wrongName)).statusCode).toBe(452);
    const limited = await update(id, owner.cookie, { add: [other.input] });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Removing needs no add, so it is not limited.
    expect((await update(id, owner.cookie, { remove: [a.partnerId] })).statusCode).toBe(200);
  });

  it('answers 404 for a partner to remove who is not in the group, 409 for an active owner', async () => {
    const [owner, coOwner, stranger] = [await partner(), await partner(), await partner()];
    const id = await groupOf(owner, { ...coOwner, owner: true });
    const unknown = await update(id, owner.cookie, { remove: [stranger.partnerId] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Partner is not in this group' });
    for (const target of [coOwner, owner]) {
      const response = await update(id, owner.cookie, { remove: [target.partnerId] });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'group-remove-owner' });
    }
  });

  it('answers 403 to a plain member, 404 to a stranger or a non-partner, 401 without a session', async () => {
    const [owner, member, stranger, newcomer] = [await partner(), await partner(), await partner(), await partner()];
    const id = await groupOf(owner, member);
    const body = { add: [newcomer.input] };
    const asMember = await update(id, member.cookie, body);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ message: 'Only the group owners can do this' });
    expect((await update(id, stranger.cookie, body)).statusCode).toBe(404);
    expect((await update(id, await sessionCookieFor(t.db, 'aficionado@demo.club'), body)).statusCode).toBe(404);
    expect((await update(id, undefined, body)).statusCode).toBe(401);
    const members = await t.db.query('SELECT 1 FROM group_members WHERE partner_id = $1', [newcomer.partnerId]);
    expect(members.rows).toEqual([]);
  });

  it.each([
    ['an empty change', {}, 'body: add or remove must list a member'],
    ['a partner id as text', { remove: ['7'] }, 'body.remove.0: expected number'],
    ['an unknown field', { add: [], rename: 'x' }, "body: unknown field 'rename'"],
    ['a member without a DNI', { add: [{ partnerNumber: 1, name: 'A', birthdate: '2000-01-01', mail: 'a@b.es' }] }, 'body.add.0.dni: required'],
    ['a 1,000,000-character name', { add: [{ partnerNumber: 1, name: 'x'.repeat(1_000_000), dni: '20200020V', birthdate: '2000-01-01', mail: 'a@b.es' }] }, 'body.add.0.name: at most 120 characters'],
    ['eleven removals', { remove: Array.from({ length: 11 }, (_, i) => i + 1) }, 'body.remove: at most 10 items'],
    ['a DNI with a wrong check letter', { add: [{ ...FREE_MEMBER, dni: '20200020X' }] }, 'body.add.0.dni: must be a DNI or NIE with its check letter'],
    ['a NIE with a wrong check letter', { add: [{ ...FREE_MEMBER, dni: 'X1234567Z' }] }, 'body.add.0.dni: must be a DNI or NIE with its check letter'],
    ['a birthdate in the future', { add: [{ ...FREE_MEMBER, birthdate: NEXT_YEAR }] }, 'body.add.0.birthdate: must be a date before today'],
    ['a birthdate before 1900', { add: [{ ...FREE_MEMBER, birthdate: '1899-12-31' }] }, 'body.add.0.birthdate: must be a date before today, from 1900-01-01'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const [owner, member] = [await partner(), await partner()];
    const response = await update(await groupOf(owner, member), owner.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('PUT /api/groups/validate-token/:groupId', () => {
  it('answers 457 Token expired for the seeded pending member (documented demo data)', async () => {
    const familyId = await seededGroupId('Familia Ferrando');
    const pendingId = (await t.db.query<{ id: number }>(
      'SELECT p.id FROM partners p JOIN users u ON u.id = p.user_id WHERE u.mail = $1', [groupDemo.familyPending],
    )).rows[0]?.id;
    const response = await validate(familyId, await sessionCookieFor(t.db, groupDemo.familyOwner), { partnerId: pendingId, token: EXPIRED_GROUP_TOKEN });
    expect(response.statusCode).toBe(457);
    expect(response.json()).toMatchObject({ statusCode: 457, message: 'Token expired', code: 'group-token-expired' });
  });

  it('activates a pending member with the mailed token (owner), once; a wrong token is 400', async () => {
    const [owner, a, b] = [await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    await update(id, owner.cookie, { add: [b.input] });
    const wrong = await validate(id, owner.cookie, { partnerId: b.partnerId, token: 'ABCDEFGHJK' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Invalid token', code: 'group-token-invalid' });

    const ok = await validate(id, owner.cookie, { partnerId: b.partnerId, token: await lastMailedGroupToken(t.db, b.mail) });
    expect(ok.statusCode).toBe(200);
    const group = groupSchema.parse(ok.json());
    expect(mailsOf(group, 'members')).toEqual([owner.mail, a.mail, b.mail]);
    expect(group.newMembers).toEqual([]);
    const again = await validate(id, owner.cookie, { partnerId: b.partnerId, token: await lastMailedGroupToken(t.db, b.mail) });
    expect(again.statusCode).toBe(404);
  });

  it('lets the invited partner validate their own token (any case); a pending co-owner moves to owners', async () => {
    const [owner, a, b] = [await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    const added = groupSchema.parse((await update(id, owner.cookie, { add: [{ ...b.input, owner: true }] })).json());
    expect(mailsOf(added, 'newOwners')).toEqual([b.mail]);
    const token = (await lastMailedGroupToken(t.db, b.mail)).toLowerCase();
    const response = await validate(id, b.cookie, { partnerId: b.partnerId, token });
    expect(response.statusCode).toBe(200);
    expect(mailsOf(groupSchema.parse(response.json()), 'owners')).toEqual([owner.mail, b.mail]);
  });

  it('answers 457 once the token has expired, 403 to another member, 404 to a stranger and for no pending member', async () => {
    const [owner, a, b, stranger] = [await partner(), await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    await update(id, owner.cookie, { add: [b.input] });
    const token = await lastMailedGroupToken(t.db, b.mail);
    const body = { partnerId: b.partnerId, token };
    expect((await validate(id, a.cookie, body)).statusCode).toBe(403);
    expect((await validate(id, stranger.cookie, body)).statusCode).toBe(404);
    expect((await validate(id, owner.cookie, { partnerId: a.partnerId, token })).statusCode).toBe(404);
    expect((await validate(id, undefined, body)).statusCode).toBe(401);
    await t.db.query("UPDATE group_tokens SET expires_at = now() - interval '1 second' WHERE partner_id = $1", [b.partnerId]);
    expect((await validate(id, owner.cookie, body)).statusCode).toBe(457);
  });

  it.each([
    ['a missing token', { partnerId: 1 }, 'body.token: required'],
    ['a 1,000,000-character token', { partnerId: 1, token: 'x'.repeat(1_000_000) }, 'body.token: at most 64 characters'],
    ['a partner id as text', { partnerId: 'x', token: 'A' }, 'body.partnerId: expected number'],
    ['an unknown field', { partnerId: 1, token: 'A', groupId: 3 }, "body: unknown field 'groupId'"],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await validate(1, await sessionCookieFor(t.db, groupDemo.familyOwner), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe("the invited partner's users/extended (pendingGroup, beyond §7)", () => {
  const me = async (member: TestPartner) =>
    userSchema.parse((await t.app.inject({ url: `/api/${usersPaths.extended}`, headers: { cookie: member.cookie } })).json());

  it('names the group while pending; after their own token it is their group; after declining, neither', async () => {
    const [owner, a, b, c] = [await partner(), await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    await update(id, owner.cookie, { add: [b.input, c.input] });
    for (const invited of [b, c]) {
      const user = await me(invited);
      expect(user.group).toBeNull();
      expect(user.partner?.pendingGroup).toEqual({ id, name: 'Peña', type: 'FRIENDS' });
    }
    expect((await me(owner)).partner?.pendingGroup).toBeNull();

    const ok = await validate(id, b.cookie, { partnerId: b.partnerId, token: await lastMailedGroupToken(t.db, b.mail) });
    expect(ok.statusCode).toBe(200);
    const joined = await me(b);
    expect(joined.group).toEqual({ id, name: 'Peña' });
    expect(joined.partner?.pendingGroup).toBeNull();

    expect((await leave(id, c.cookie)).statusCode).toBe(204);
    const declined = await me(c);
    expect(declined.group).toBeNull();
    expect(declined.partner?.pendingGroup).toBeNull();
  });
});

describe('PUT /api/groups/leave/:id', () => {
  it('lets a member leave and a pending member decline (204); they no longer see the group', async () => {
    const [owner, a, b] = [await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    await update(id, owner.cookie, { add: [b.input] });
    for (const member of [a, b]) {
      const response = await leave(id, member.cookie);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await t.app.inject({ url: `/api/groups/${id}`, headers: { cookie: member.cookie } })).statusCode).toBe(404);
    }
  });

  it('answers 409 to the last owner, lets an owner leave while another owner remains', async () => {
    const [owner, coOwner] = [await partner(), await partner()];
    const id = await groupOf(owner, { ...coOwner, owner: true });
    expect((await leave(id, owner.cookie)).statusCode).toBe(204);
    const last = await leave(id, coOwner.cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: 'The last owner cannot leave: dissolve the group', code: 'group-last-owner' });
  });

  it('answers 404 to a stranger, 400 for a bad id, 401 without a session', async () => {
    const [owner, a, stranger] = [await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    expect((await leave(id, stranger.cookie)).statusCode).toBe(404);
    expect((await send('PUT', 'groups/leave/abc', owner.cookie)).statusCode).toBe(400);
    expect((await leave(id, undefined)).statusCode).toBe(401);
  });
});

describe('DELETE /api/groups/:id', () => {
  it('answers 403 to a member, 404 to a stranger, 401 without a session, and dissolves for the owner', async () => {
    const [owner, a, stranger] = [await partner(), await partner(), await partner()];
    const id = await groupOf(owner, a);
    expect((await dissolve(id, a.cookie)).statusCode).toBe(403);
    expect((await dissolve(id, stranger.cookie)).statusCode).toBe(404);
    expect((await dissolve(id, undefined)).statusCode).toBe(401);
    const response = await dissolve(id, owner.cookie);
    expect(response.statusCode).toBe(204);
    const left = await t.db.query('SELECT 1 FROM group_members WHERE group_id = $1', [id]);
    expect(left.rows).toEqual([]);
    expect((await dissolve(id, owner.cookie)).statusCode).toBe(404);
    // Both are free again: the former member can now start a group of their own.
    expect(await groupOf(a, stranger)).toBeGreaterThan(id);
  });
});
