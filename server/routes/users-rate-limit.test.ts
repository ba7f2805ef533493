import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginErrors, usersPaths } from '../../src/api/users.ts';
import { insertLoginFailures, LOGIN_RATE_LIMIT } from '../test/limit-hits.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { call, DEMO, expectError } from './users-test-kit.ts';

describe('login rate limit (per account and per IP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (mail: string, password: string, ip: string) =>
    call(t.app, 'POST', usersPaths.login, { body: { mail, password }, ip });
  /** Failures written straight into the counter table: the rule reads the table, scrypt is not what is tested. */
  const failures = (count: number, key: { ip: string; account: string }, ageSeconds = 0) => insertLoginFailures(t.db, key, count, ageSeconds);
  const accountOf = async (mail: string) => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE mail = $1', [mail]);
    return `user:${rows[0]?.id}`;
  };

  it('answers 429 with Retry-After after 5 failures for one account, from any IP, even with the right password', async () => {
    for (let i = 1; i <= LOGIN_RATE_LIMIT.perAccount; i += 1) {
      expectError(await login('aficionado@demo.club', 'wrong', `10.4.1.${i}`), 401, loginErrors.invalid);
    }
    const limited = await login('aficionado@demo.club', DEMO.password, '10.4.1.99');
    expectError(limited, 429, loginErrors.tooManyAttempts);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_RATE_LIMIT.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.windowSeconds);
    // Another account from the same addresses is not affected.
    expect((await login('simpatizante@demo.club', DEMO.password, '10.4.1.1')).statusCode).toBe(200);
  });

  it('counts unknown accounts by what was typed, and forgets failures older than the window', async () => {
    await failures(5, { ip: '10.4.2.1', account: 'mail:ghost@demo.club' }, LOGIN_RATE_LIMIT.windowSeconds + 1);
    expectError(await login('Ghost@demo.club', 'x', '10.4.2.2'), 401, loginErrors.invalid);
    await failures(4, { ip: '10.4.2.1', account: 'mail:ghost@demo.club' });
    expectError(await login('ghost@demo.club', 'x', '10.4.2.3'), 429, loginErrors.tooManyAttempts);
  });

  it('lets no more than 5 of a burst of parallel failures through for one account', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('simpatizante.numero@demo.club', 'wrong', `10.4.6.${i + 1}`)),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.perAccount);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(12 - LOGIN_RATE_LIMIT.perAccount);
  });

  it('drops the rows of an IP and an account once they leave the window', async () => {
    const key = { ip: '10.4.5.1', account: 'mail:old@demo.club' };
    await failures(3, key, LOGIN_RATE_LIMIT.windowSeconds + 60);
    expectError(await login('old@demo.club', 'x', key.ip), 401, loginErrors.invalid);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT greatest(count(*) FILTER (WHERE counter = 'login-address' AND key = $1),
                       count(*) FILTER (WHERE counter = 'login-account' AND key = $2))::integer AS n FROM limit_hits`,
      [key.ip, key.account],
    );
    expect(rows[0]?.n).toBe(1); // only the attempt just made
  });

  it('resets the account count on a success', async () => {
    const account = await accountOf('socio@demo.club');
    await failures(4, { ip: '10.4.3.1', account });
    expect((await login('socio@demo.club', DEMO.password, '10.4.3.2')).statusCode).toBe(200);
    await failures(4, { ip: '10.4.3.1', account });
    expect((await login('socio@demo.club', DEMO.password, '10.4.3.3')).statusCode).toBe(200);
  });

  it('answers 429 after 20 failures from one IP, and a success does not reset the IP count', async () => {
    const ip = '10.4.4.1';
    await failures(LOGIN_RATE_LIMIT.perIp - 1, { ip, account: 'mail:someone@demo.club' });
    expect((await login('empresa@demo.club', DEMO.password, ip)).statusCode).toBe(200);
    expectError(await login('empresa@demo.club', 'wrong', ip), 401, loginErrors.invalid);
    const limited = await login('empresa@demo.club', DEMO.password, ip);
    expectError(limited, 429, loginErrors.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('empresa@demo.club', DEMO.password, '10.4.4.2')).statusCode).toBe(200);
  });

  it('limits the partner-kind login by account too', async () => {
    await failures(5, { ip: '10.4.5.1', account: await accountOf('simpatizante.numero@demo.club') });
    const body = { type: 'sympathizers', dni: '23456789D', birthdate: '1992-09-30', pin: DEMO.pin };
    expectError(await call(t.app, 'POST', usersPaths.login, { body, ip: '10.4.5.2' }), 429, loginErrors.tooManyAttempts);
  });

  it.each([
    ['mail/recover', 'POST', usersPaths.mailRecover, { id: 1001, pin: DEMO.pin }, null],
    ['login-validate', 'POST', usersPaths.loginValidate, { mail: 'renovacion@demo.club', previousPartnerNumber: 1150 }, null],
    ['login-sso-user', 'POST', usersPaths.loginSsoUser, {
      mail: 'socio@demo.club', password: DEMO.password, appId: 'tienda', redirectUrl: 'https://tienda.demo.club/sso/callback',
    }, null],
    ['password change', 'PUT', usersPaths.password, { currentPassword: DEMO.password, newPassword: 'Another2526' }, 'socio@demo.club'],
  ] as const)('applies the per-IP limit to %s', async (_case, method, path, body, sessionMail) => {
    const ip = `10.4.6.${path.length}`;
    await failures(LOGIN_RATE_LIMIT.perIp, { ip, account: 'mail:flood@demo.club' });
    const cookie = sessionMail ? await sessionCookieFor(t.db, sessionMail) : undefined;
    expectError(await call(t.app, method, path, { body, ip, cookie }), 429, loginErrors.tooManyAttempts);
  });
});
