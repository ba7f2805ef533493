import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema, usersPaths } from '../../src/api/users.ts';
import { createSession, findSessionUser, SESSION_COOKIE } from '../auth/session.ts';
import { findUserIdByMail } from '../store/users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('GET /api/users/extended', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const url = `/api/${usersPaths.extended}`;
  const getWithCookie = (token: string) => t.app.inject({ url, cookies: { [SESSION_COOKIE]: token } });
  const sessionFor = async (mail: string) => {
    const id = await findUserIdByMail(t.db, mail);
    if (id === null) throw new Error(`no demo user ${mail}`);
    return createSession(t.db, id);
  };

  it('answers 401 Not logged in to an anonymous visitor', async () => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Not logged in' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the user of a valid session', async () => {
    const response = await getWithCookie(await sessionFor('socio@demo.club'));
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({ mail: 'socio@demo.club', type: 'PARTNER', sympathizer: null, fan: null, group: null });
    expect(user.partner).toMatchObject({
      partnerNumber: 1001,
      info: { totalPaidAmount: 240, season: '25/26' },
      actions: { changeSeat: { allowed: true, executionAllowed: true } },
    });
    expect(response.body).not.toContain('password');
  });

  it.each([
    ['simpatizante.numero@demo.club', 'SYMPATHIZER_WITH_NUMBER', (u: ReturnType<typeof userSchema.parse>) => u.sympathizer?.number === 5001],
    ['accionista@demo.club', 'FAN', (u: ReturnType<typeof userSchema.parse>) => u.fan?.actions.shareholders.available === true],
    ['empresa@demo.club', 'ENTERPRISE_ADMIN', (u: ReturnType<typeof userSchema.parse>) => u.partner === null],
  ])('answers %s as a %s with the right profile', async (mail, type, hasProfile) => {
    const user = userSchema.parse((await getWithCookie(await sessionFor(mail))).json());
    expect(user.type).toBe(type);
    expect(hasProfile(user)).toBe(true);
  });

  it('answers 401 once the session has expired', async () => {
    const token = await sessionFor('socio@demo.club');
    expect((await getWithCookie(token)).statusCode).toBe(200);
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    const response = await getWithCookie(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not logged in' });
  });

  it('answers 401 for a made-up or malformed token', async () => {
    expect((await getWithCookie('A'.repeat(43))).statusCode).toBe(401);
    expect((await getWithCookie("' OR 1=1 --")).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores only the sha256 of the token, with an expiry in the future', async () => {
    const userId = (await findUserIdByMail(t.db, 'socio@demo.club')) ?? -1;
    const token = await createSession(t.db, userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.db.query<{ token_hash: string; live: boolean }>(
      'SELECT token_hash, expires_at > now() AS live FROM sessions WHERE user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.live).toBe(true);
    expect((await findSessionUser(t.db, token))?.mail).toBe('socio@demo.club');
  });
});
