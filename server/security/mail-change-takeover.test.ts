import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersPaths } from '../../src/api/users.ts';
import { MAIL_CHANGE_LIMIT } from '../../src/api/limits.ts';
import { call, cookieHeader, DEMO, lastMail } from '../routes/users-test-kit.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/**
 * The takeover: with a session of the member's (a PIN login, or an employee acting as them), the
 * attacker sets their own mail, recovers the password to it, restores it and logs in as the member.
 */
describe('account takeover through the mail change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function takeOver(cookie: string, attackerMail: string, ip: string) {
    const change = await call(t.app, 'PUT', usersPaths.update, { cookie, body: { mail: attackerMail }, ip });
    const recover = await call(t.app, 'POST', usersPaths.passwordRecover, { body: { mail: attackerMail }, ip });
    const { hash } = await lastMail(t.db, attackerMail);
    const restore = await call(t.app, 'PUT', usersPaths.passwordRestore, {
      body: { mail: attackerMail, hash: hash ?? 'x'.repeat(43), password: 'Attacker2526!' },
      ip,
    });
    const login = await call(t.app, 'POST', usersPaths.login, { body: { mail: attackerMail, password: 'Attacker2526!' }, ip });
    return {
      change: [change.statusCode, change.json<{ code?: string }>().code],
      recover: recover.statusCode,
      restore: restore.statusCode,
      login: login.statusCode,
    };
  }

  async function mailOf(userMail: string): Promise<string | undefined> {
    const { rows } = await t.db.query<{ mail: string }>('SELECT mail FROM users WHERE lower(mail) = lower($1)', [userMail]);
    return rows[0]?.mail;
  }

  it('fails from a session opened with the 4-digit PIN: the new mail needs the password', async () => {
    const pinLogin = await call(t.app, 'POST', usersPaths.login, {
      body: { type: 'partners', dni: '12345678Z', birthdate: '1985-04-12', pin: DEMO.pin },
      ip: '10.29.1.1',
    });
    expect(pinLogin.statusCode, pinLogin.body).toBe(200);
    const outcome = await takeOver(cookieHeader(pinLogin), 'thief.pin@attacker.test', '10.29.1.2');
    expect(outcome).toEqual({ change: [403, 'password-required'], recover: 404, restore: 404, login: 401 });
    expect(await mailOf('socio@demo.club')).toBe('socio@demo.club');
  });

  it('fails from an employee acting as the member: credentials are refused outright', async () => {
    const employee = await sessionCookieFor(t.db, 'empleado@demo.club');
    const impersonation = await call(t.app, 'POST', usersPaths.impersonate, { cookie: employee, body: { mail: 'simpatizante@demo.club' } });
    expect(impersonation.statusCode, impersonation.body).toBe(200);
    const outcome = await takeOver(cookieHeader(impersonation), 'thief.office@attacker.test', '10.29.2.1');
    expect(outcome).toEqual({ change: [403, 'impersonation-credentials'], recover: 404, restore: 404, login: 401 });
    expect(await mailOf('simpatizante@demo.club')).toBe('simpatizante@demo.club');
  });

  it('fails even with the password: the new address stays pending, recovery never reaches it, and the owner undoes it', async () => {
    const cookie = await sessionCookieFor(t.db, 'aficionado@demo.club');
    const change = await call(t.app, 'PUT', usersPaths.update, {
      cookie,
      body: { mail: 'thief.pass@attacker.test', currentPassword: DEMO.password },
      ip: '10.29.3.1',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json()).toMatchObject({ mail: 'aficionado@demo.club', confirmed: { mail: true } });
    expect((await call(t.app, 'GET', usersPaths.extended, { cookie })).json()).toMatchObject({ pendingMail: 'thief.pass@attacker.test' });
    expect((await call(t.app, 'POST', usersPaths.passwordRecover, { body: { mail: 'thief.pass@attacker.test' } })).statusCode).toBe(404);
    // The owner reads the warning at the old address and undoes the change: every session ends.
    const warning = await lastMail(t.db, 'aficionado@demo.club');
    expect(warning.body).toContain('/deshacer-cambio-correo/');
    const undo = await call(t.app, 'PUT', usersPaths.mailChangeUndo, { body: { mail: 'aficionado@demo.club', hash: warning.hash } });
    expect(undo.statusCode, undo.body).toBe(204);
    expect((await call(t.app, 'GET', usersPaths.extended, { cookie })).statusCode).toBe(401);
    const { hash } = await lastMail(t.db, 'thief.pass@attacker.test');
    const confirm = await call(t.app, 'PUT', usersPaths.mailChangeConfirm, { body: { mail: 'thief.pass@attacker.test', hash } });
    expect(confirm.statusCode).toBe(404);
    expect(await mailOf('aficionado@demo.club')).toBe('aficionado@demo.club');
  });

  it('a member who knows the password cannot mail links to strangers in a loop: 3 changes a day', async () => {
    const cookie = await sessionCookieFor(t.db, 'simpatizante.numero@demo.club');
    const statuses: number[] = [];
    for (let n = 1; n <= MAIL_CHANGE_LIMIT.max + 2; n += 1) {
      const body = { mail: `stranger.${n}@elsewhere.test`, currentPassword: DEMO.password };
      statuses.push((await call(t.app, 'PUT', usersPaths.update, { cookie, body, ip: '10.29.4.1' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await lastMail(t.db, 'stranger.4@elsewhere.test')).toMatchObject({ hash: undefined });
  });
});
