import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { groupsPaths } from '../../src/api/groups.ts';
import { signupPaths } from '../../src/api/signup.ts';
import { usersPaths } from '../../src/api/users.ts';
import { createTestPartner } from '../routes/groups.fixtures.ts';
import { BORN, createSignupUser, PRODUCT, sendAs } from '../routes/signup.fixtures.ts';
import { findUserIdByMail } from '../store/users.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { HOSTILE_PAYLOADS } from './hostile-payloads.ts';

// A new account's password hash (scrypt, ~100 ms) is not what is tested: a cheap one keeps the file fast.
vi.mock('../auth/password.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../auth/password.ts')>()),
  hashPassword: () => Promise.resolve('scrypt$unused-in-this-test'),
}));

/**
 * An attacker writes the classic XSS, SQL, template and Unicode payloads into every free-text
 * field a member can write. Each must be refused with a 400 naming that field, or stored
 * verbatim (trimmed, as every text field is) and read back the same: never a 500, never a
 * changed or half-stored value.
 */
describe('hostile text in every field a member writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Refused naming the field, or accepted; returns whether it was stored. */
  function refusedOrAccepted(response: LightMyRequestResponse, field: string, payloadId: string): boolean {
    if (response.statusCode === 400) {
      expect(response.json<{ message: string }>().message, `${payloadId}: the 400 names ${field}`).toContain(field);
      return false;
    }
    expect(response.statusCode, `${payloadId} in ${field}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
    return true;
  }

  const stored = (text: string) => text.trim();

  it('profile name and lastname (users/update)', async () => {
    const send = sendAs(t.app, await sessionCookieFor(t.db, 'aficionado@demo.club'));
    for (const payload of HOSTILE_PAYLOADS) {
      const response = await send('PUT', usersPaths.update, { name: payload.text, lastname: payload.text });
      if (!refusedOrAccepted(response, 'lastname', payload.id)) continue;
      const user = (await send('GET', usersPaths.extended)).json<{ name: string; lastname: string }>();
      expect({ name: user.name, lastname: user.lastname }, payload.id).toEqual({ name: stored(payload.text), lastname: stored(payload.text) });
    }
  });

  it('address street, city and province (users/update-address)', async () => {
    const send = sendAs(t.app, await sessionCookieFor(t.db, 'simpatizante@demo.club'));
    const address = { street: 'Calle Mayor 1', postalCode: '46001', city: 'València', province: 'València', country: 'ES' };
    for (const payload of HOSTILE_PAYLOADS) {
      const response = await send('PUT', usersPaths.updateAddress, { ...address, street: payload.text, city: payload.text, province: payload.text });
      if (!refusedOrAccepted(response, 'province', payload.id)) continue;
      const user = (await send('GET', usersPaths.extended)).json<{ address: typeof address }>();
      const text = stored(payload.text);
      expect(user.address, payload.id).toEqual({ ...address, street: text, city: text, province: text });
    }
  });

  it('group name (groups create, read back, dissolved) and the names of a member to add', async () => {
    const send = sendAs(t.app, await sessionCookieFor(t.db, 'grupo.sin.grupo@demo.club'));
    const member = await createTestPartner(t.db, 2990);
    for (const payload of HOSTILE_PAYLOADS) {
      const created = await send('POST', groupsPaths.create, { name: payload.text, type: 'FRIENDS', member: member.input });
      if (!refusedOrAccepted(created, 'name', payload.id)) continue;
      const { id } = created.json<{ id: number }>();
      expect((await send('GET', groupsPaths.group(id))).json<{ name: string }>().name, payload.id).toBe(stored(payload.text));
      expect((await send('DELETE', groupsPaths.group(id))).statusCode).toBe(204);
    }
    // A member's names are checked against their record: hostile text is refused, never stored
    // (one payload of each kind is enough for a check that compares with the record).
    const ownerId = await findUserIdByMail(t.db, 'grupo.sin.grupo@demo.club');
    const oneOfEachKind = HOSTILE_PAYLOADS.filter((payload, index) => HOSTILE_PAYLOADS.findIndex((other) => other.kind === payload.kind) === index);
    for (const payload of oneOfEachKind) {
      const response = await send('POST', groupsPaths.create, { name: 'Amigos', type: 'FRIENDS', member: { ...member.input, name: payload.text, lastname: payload.text } });
      expect([400, 452], `${payload.id} in the member's names: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
      // Failed adds are limited per caller (5 in 15 minutes): that limit is not what is tested.
      await t.db.query("DELETE FROM limit_hits WHERE counter = 'group-add' AND key = $1", [`user:${ownerId}`]);
    }
  });

  it('names of the people a sign-up order is for (signup/orders)', async () => {
    const { cookie, userId } = await createSignupUser(t.db);
    // A confirmed mail, so no rule on who may order stands between the names and the order.
    await t.db.query('UPDATE users SET mail_confirmed = true WHERE id = $1', [userId]);
    const send = sendAs(t.app, cookie);
    for (const payload of HOSTILE_PAYLOADS) {
      const person = { self: false, name: payload.text, lastname: payload.text, birthdate: BORN.adult, productId: PRODUCT.adult };
      const response = await send('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [person] });
      if (!refusedOrAccepted(response, 'lastname', payload.id)) continue;
      const [first] = (await send('GET', signupPaths.latestOrder)).json<{ people: { name: string; lastname: string }[] }>().people;
      expect({ name: first?.name, lastname: first?.lastname }, payload.id).toEqual({ name: stored(payload.text), lastname: stored(payload.text) });
    }
  });

  it('name and lastname of a new account (signup/account)', async () => {
    const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';
    for (const [index, payload] of HOSTILE_PAYLOADS.entries()) {
      const digits = 31_000_000 + index;
      const account = {
        name: payload.text,
        lastname: payload.text,
        mail: `hostile-${index}@test.club`,
        password: 'Hostil2526!',
        dni: `${digits}${dniLetters[digits % 23]}`,
        birthdate: BORN.adult,
        acceptTerms: true,
      };
      // Each from an address of its own: the sign-up limits per IP are not what is tested.
      const response = await t.app.inject({ method: 'POST', url: `/api/${signupPaths.account}`, payload: account, remoteAddress: `10.29.0.${index + 1}` });
      if (!refusedOrAccepted(response, 'lastname', payload.id)) continue;
      const { rows } = await t.db.query<{ name: string; lastname: string }>('SELECT name, lastname FROM users WHERE mail = $1', [account.mail]);
      expect(rows[0], payload.id).toEqual({ name: stored(payload.text), lastname: stored(payload.text) });
    }
  });
});
