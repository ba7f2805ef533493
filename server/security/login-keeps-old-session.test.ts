import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepLinkPaths } from '../../src/api/deep-link.ts';
import { signupPaths } from '../../src/api/signup.ts';
import { usersPaths } from '../../src/api/users.ts';
import { mintDeepLinkToken } from '../auth/deep-link-token.ts';
import { call, cookieHeader, DEMO } from '../routes/users-test-kit.ts';
import { readSigningSecret } from '../store/settings.ts';
import { issueUserToken } from '../store/user-tokens.ts';
import { findUserIdByMail } from '../store/users.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/**
 * On a shared computer the next person logs in over the last one's cookie: each way of starting a
 * session must end the session that cookie held, or whoever kept the old cookie still has it.
 */
describe('a login that keeps the session already in the cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let ip = 0;
  const loginKinds: [string, (cookie: string) => Promise<{ statusCode: number; body: string }>][] = [
    ['the mail and password login', (cookie) => call(t.app, 'POST', usersPaths.login, { cookie, body: { mail: 'socio@demo.club', password: DEMO.password }, ip: `10.29.9.${++ip}` })],
    [
      'the partner login with a PIN',
      (cookie) =>
        call(t.app, 'POST', usersPaths.login, {
          cookie,
          body: { type: 'partners', dni: '12345678Z', birthdate: '1985-04-12', pin: DEMO.pin },
          ip: `10.29.9.${++ip}`,
        }),
    ],
    [
      'the creation login of a mailed link',
      async (cookie) => {
        const hash = await issueUserToken(t.db, (await findUserIdByMail(t.db, 'socio@demo.club')) ?? 0, 'CREATION_LOGIN');
        return call(t.app, 'POST', usersPaths.creationLogin, { cookie, body: { hash, email: 'socio@demo.club' } });
      },
    ],
    [
      "sign-up's account creation",
      (cookie) =>
        call(t.app, 'POST', signupPaths.account, {
          cookie,
          ip: `10.29.9.${++ip}`,
          body: { name: 'Marta', lastname: 'Soler', mail: 'shared.computer@test.club', password: 'Abono2526', dni: '30002901E', birthdate: '1990-06-15', acceptTerms: true },
        }),
    ],
    [
      'a LOGIN deep link',
      async (cookie) => {
        const userId = (await findUserIdByMail(t.db, 'socio@demo.club')) ?? 0;
        const token = mintDeepLinkToken(await readSigningSecret(t.db, 'deepLink'), { type: 'LOGIN', userId, redirectUrl: '/abonado/perfil', ttlSeconds: 600 });
        return call(t.app, 'POST', deepLinkPaths.resolve, { cookie, body: { token } });
      },
    ],
  ];

  it.each(loginKinds)("%s ends the previous person's session", async (_kind, logIn) => {
    const previous = await sessionCookieFor(t.db, 'aficionado@demo.club');
    const response = await logIn(previous);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect((await call(t.app, 'GET', usersPaths.extended, { cookie: previous })).statusCode).toBe(401);
  });

  it("a login over an impersonation ends it and the employee's session it hung on", async () => {
    const employee = await sessionCookieFor(t.db, 'empleado@demo.club');
    const impersonation = await call(t.app, 'POST', usersPaths.impersonate, { cookie: employee, body: { mail: 'aficionado@demo.club' } });
    const asMember = cookieHeader(impersonation);
    const login = await call(t.app, 'POST', usersPaths.login, { cookie: asMember, body: { mail: 'socio@demo.club', password: DEMO.password } });
    expect(login.statusCode, login.body).toBe(200);
    expect((await call(t.app, 'GET', usersPaths.extended, { cookie: asMember })).statusCode).toBe(401);
    const { rows } = await t.db.query("SELECT 1 FROM sessions WHERE impersonator_user_id IS NOT NULL OR user_id = (SELECT id FROM users WHERE mail = 'empleado@demo.club')");
    expect(rows).toHaveLength(0);
  });
});
