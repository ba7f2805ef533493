import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema, usersPaths } from '../../src/api/users.ts';
import { sessionCookieFor, createTestApp, type TestApp } from '../test/test-app.ts';
import { call, cookieHeader, DEMO, expectError } from './users-test-kit.ts';

describe('sessions behind an https proxy: cookies, expiry, logout and impersonation', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The addresses these requests come from stand for the proxy.
    t = await createTestApp({ trustProxy: ['127.0.0.1', '10.3.0.0/24'] });
  });
  afterAll(() => t.close());

  const https = { 'x-forwarded-proto': 'https' };
  const login = (mail: string, ip: string) =>
    call(t.app, 'POST', usersPaths.login, { body: { mail, password: DEMO.password }, ip, headers: https });
  const me = (cookie: string) => call(t.app, 'GET', usersPaths.extended, { cookie });

  it('marks both cookies Secure over https', async () => {
    const response = await login('socio@demo.club', '10.3.0.1');
    expect(response.statusCode).toBe(200);
    for (const name of ['sid', 'a360_session']) {
      expect(response.cookies.find((cookie) => cookie.name === name)).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' });
    }
  });

  it('answers 401 once the session has expired', async () => {
    const cookie = cookieHeader(await login('socio@demo.club', '10.3.0.2'));
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    expectError(await me(cookie), 401, 'Not logged in');
  });

  it('logout deletes the session row and clears both cookies; the old cookie no longer works', async () => {
    const cookie = cookieHeader(await login('simpatizante@demo.club', '10.3.0.3'));
    const before = await t.db.query('SELECT 1 FROM sessions');
    const response = await call(t.app, 'PUT', usersPaths.logout, { cookie, headers: https });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const name of ['sid', 'a360_session']) {
      expect(response.cookies.find((c) => c.name === name)).toMatchObject({ value: '', maxAge: 0, path: '/', secure: true });
    }
    expect((await t.db.query('SELECT 1 FROM sessions')).rows).toHaveLength(before.rows.length - 1);
    expectError(await me(cookie), 401, 'Not logged in');
  });

  it('logout without a session still answers 204 and clears the cookies', async () => {
    const response = await call(t.app, 'PUT', usersPaths.logout);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['a360_session', 'sid']);
  });

  it('refuses a logout posted from a foreign origin', async () => {
    const cookie = await sessionCookieFor(t.db, 'socio@demo.club');
    expectError(await call(t.app, 'PUT', usersPaths.logout, { cookie, headers: { origin: 'https://evil.example' } }), 403, /Cross-origin/);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  describe('POST users/impersonate', () => {
    const impersonate = (cookie: string | undefined, body: unknown) =>
      call(t.app, 'POST', usersPaths.impersonate, { cookie, body });

    it("gives an employee a session as the user, which remembers the employee and replaces the employee's", async () => {
      const employee = await sessionCookieFor(t.db, 'empleado@demo.club');
      const response = await impersonate(employee, { mail: 'socio@demo.club' });
      expect(response.statusCode, response.body).toBe(200);
      expect(userSchema.parse(response.json()).mail).toBe('socio@demo.club');
      const asUser = cookieHeader(response);
      expect((await me(asUser)).json()).toMatchObject({
        mail: 'socio@demo.club',
        impersonator: { mail: 'empleado@demo.club', name: expect.any(String), lastname: expect.any(String) },
      });
      expectError(await me(employee), 401, 'Not logged in');
      const { rows } = await t.db.query<{ mail: string }>(
        `SELECT i.mail FROM sessions s JOIN users i ON i.id = s.impersonator_user_id
         JOIN users u ON u.id = s.user_id WHERE u.mail = 'socio@demo.club'`,
      );
      expect(rows).toEqual([{ mail: 'empleado@demo.club' }]);
      // No chain: while impersonating, the session's user is not the employee.
      expectError(await impersonate(asUser, { mail: 'aficionado@demo.club' }), 403, /Only an employee/);
    });

    it('users/extended names no impersonator in a session of its own', async () => {
      expect((await me(await sessionCookieFor(t.db, 'socio@demo.club'))).json()).toMatchObject({ impersonator: null });
    });

    it('answers 403 to anyone but an employee, and for an employee target', async () => {
      expectError(await impersonate(await sessionCookieFor(t.db, 'empresa@demo.club'), { mail: 'socio@demo.club' }), 403, /Only an employee/);
      expectError(await impersonate(await sessionCookieFor(t.db, 'empleado@demo.club'), { mail: 'empleado@demo.club' }), 403, /Employees cannot/);
    });

    it('answers 404 for an unknown mail, 401 without a session and 400 for a bad body', async () => {
      const employee = await sessionCookieFor(t.db, 'empleado@demo.club');
      expectError(await impersonate(employee, { mail: 'nobody@demo.club' }), 404, 'No user with that mail');
      expectError(await impersonate(undefined, { mail: 'socio@demo.club' }), 401, 'Not logged in');
      expectError(await impersonate(employee, {}), 400, /body\.mail: required/);
      expectError(await impersonate(employee, { mail: 7 }), 400, /body\.mail: expected string/);
      expectError(await impersonate(employee, { mail: 'a'.repeat(1_000_000) }), 400, /body\.mail: at most 254/);
      expectError(await impersonate(employee, { mail: 'socio@demo.club', as: 'x' }), 400, /unknown field 'as'/);
    });
  });
});
