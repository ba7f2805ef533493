import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../src/api/errors.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/** PUT users/logout stands for every state-changing call: the check runs before any route. */
describe('state-changing requests from another site', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await sessionCookieFor(t.db, 'socio@demo.club');
  });
  afterAll(() => t.close());

  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/logout', headers: { cookie, host: 'club.test', ...headers } });

  it('refuses a foreign Origin with 403 and keeps the session', async () => {
    const response = await logout({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(apiErrorBodySchema.parse(response.json())).toMatchObject({ code: 'foreign-origin' });
    const me = await t.app.inject({ url: '/api/users/extended', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses the same host on another scheme or port', async () => {
    expect((await logout({ origin: 'https://club.test' })).statusCode).toBe(403);
    expect((await logout({ origin: 'http://club.test:8080' })).statusCode).toBe(403);
  });

  it('refuses a cross-site fetch that sends no Origin but says so in Sec-Fetch-Site', async () => {
    expect((await logout({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('lets GET through whatever its Origin (reads change nothing)', async () => {
    const response = await t.app.inject({ url: '/api/config/partners', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });

  it('accepts our own origin', async () => {
    expect((await logout({ origin: 'http://club.test' })).statusCode).not.toBe(403);
  });
});
