import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginErrors, userSchema, usersPaths } from '../../src/api/users.ts';
import { loginDemo } from '../db/seed-data/accounts-login.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call, cookieHeader, DEMO, expectError, lastMail } from './users-test-kit.ts';

describe('POST /api/users/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  /** Each login from its own address: the per-IP limit is tested in users-rate-limit.test.ts. */
  const login = (body: unknown) => call(t.app, 'POST', usersPaths.login, { body, ip: `10.1.0.${++ipCounter}` });
  const plain = (mail: string, password: string = DEMO.password) => login({ mail, password });

  describe('with mail and password', () => {
    it('answers the user and sets the session and hint cookies, which open users/extended', async () => {
      const response = await plain('Socio@Demo.Club');
      expect(response.statusCode, response.body).toBe(200);
      const user = userSchema.parse(response.json());
      expect(user).toMatchObject({ mail: 'socio@demo.club', type: 'PARTNER', dni: '12345678Z', birthdate: '1985-04-12' });
      expect(user.partner).toMatchObject({ partnerNumber: 1001, status: 'ACTIVE', blocked: false });
      expect(user.confirmed).toEqual({ mail: true, phone: false, address: false });
      expect(response.body).not.toMatch(/hash|scrypt/);
      const sid = response.cookies.find((cookie) => cookie.name === 'sid');
      const hint = response.cookies.find((cookie) => cookie.name === 'a360_session');
      expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 });
      expect(sid?.secure).toBeUndefined(); // plain http without a trusted proxy
      expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 86_400 });
      expect(hint?.httpOnly).toBeUndefined();
      const me = await call(t.app, 'GET', usersPaths.extended, { cookie: cookieHeader(response) });
      expect(me.json()).toMatchObject({ mail: 'socio@demo.club' });
    });

    it.each([
      ['simpatizante@demo.club', 'SYMPATHIZER'],
      ['aficionado@demo.club', 'FAN'],
      ['empresa@demo.club', 'ENTERPRISE_ADMIN'],
    ])('lets %s (%s) in', async (mail, type) => {
      const response = await plain(mail);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ type });
    });

    it('answers 401 login invalid, with the same body, for a wrong password and an unknown mail', async () => {
      const wrong = await plain('socio@demo.club', 'Demo2526?');
      const unknown = await plain('nobody@demo.club');
      expectError(wrong, 401, loginErrors.invalid);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.cookies).toEqual([]);
    });

    it("answers 'User not validated' for an unconfirmed mail and mails a new confirmation link", async () => {
      const response = await plain(loginDemo.notValidated);
      expectError(response, 403, loginErrors.notValidated);
      expect(response.json()).toMatchObject({ code: loginErrors.notValidated });
      expect(response.cookies).toEqual([]);
      const { hash } = await lastMail(t.db, loginDemo.notValidated);
      expect(hash).toBeDefined();
      const confirm = await call(t.app, 'PUT', usersPaths.confirmMail, { body: { mail: loginDemo.notValidated, hash } });
      expect(confirm.statusCode, confirm.body).toBe(204);
      expect((await plain(loginDemo.notValidated)).statusCode).toBe(200);
    });

    it('checks the password before telling anything about the account', async () => {
      expectError(await plain(loginDemo.pending, 'wrong-password'), 401, loginErrors.invalid);
      expectError(await plain('cuenta.empresa@demo.club', 'wrong-password'), 401, loginErrors.invalid);
    });

    it.each(['cuenta.empresa@demo.club', 'empleado@demo.club'])(
      'answers 466 login not allowed to %s (no partner, sympathizer or fan profile)',
      async (mail) => {
        const response = await plain(mail);
        expectError(response, 466, loginErrors.notAllowed);
        expect(response.cookies).toEqual([]);
      },
    );

    it("answers 402 'partner has no payments' to a partner without a payment this season", async () => {
      const response = await plain(loginDemo.noPayments);
      expectError(response, 402, loginErrors.noPayments);
      expect(response.json()).toMatchObject({ code: 'partner has no payments' });
    });

    it('answers 409 to a pending partner', async () => {
      expectError(await plain(loginDemo.pending), 409, loginErrors.pendingPartner);
    });

    it('lets a blocked partner log in (blocking only concerns groups)', async () => {
      const response = await plain(loginDemo.blocked);
      expect(response.statusCode).toBe(200);
      expect(userSchema.parse(response.json()).partner?.blocked).toBe(true);
    });
  });

  describe('body checks', () => {
    it.each([
      ['an empty body', {}, /body\.type: required.*body\.dni: required.*body\.birthdate: required.*body\.pin: required/],
      ['a mail without password', { mail: 'socio@demo.club' }, /body\.password: required/],
      ['a wrong type', { mail: 123, password: 'x' }, /body\.mail: expected string/],
      ['a huge mail', { mail: `${'a'.repeat(1_000_000)}@demo.club`, password: 'x' }, /body\.mail: at most 254 characters/],
      ['an unknown field', { mail: 'socio@demo.club', password: 'x', role: 'ADMIN' }, /body: unknown field 'role'/],
      ['mail with partner fields', { mail: 'socio@demo.club', password: 'x', pin: '1234' }, /body\.pin: not allowed/],
      ['an unknown login kind', { type: 'admins', dni: '12345678Z', birthdate: '1985-04-12', pin: '1' }, /body\.type: must be one of/],
      ['a malformed DNI', { type: 'partners', dni: 'X', birthdate: '1985-04-12', pin: '1' }, /body\.dni: must be a DNI/],
    ])('answers 400 naming the field for %s', async (_case, body, message) => {
      const response = await login(body);
      expectError(response, 400, message);
    });

    it('refuses a login posted from a foreign origin with 403', async () => {
      const response = await call(t.app, 'POST', usersPaths.login, {
        body: { mail: 'socio@demo.club', password: DEMO.password },
        headers: { origin: 'https://evil.example' },
      });
      expectError(response, 403, 'Cross-origin request refused');
      expect(response.cookies).toEqual([]);
    });
  });
});
