import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepLinkPaths, deepLinkResponseSchema, isDeepLinkPath } from '../../src/api/deep-link.ts';
import { SESSION_HINT_COOKIE } from '../../src/api/users.ts';
import { mintDeepLinkToken, verifyDeepLinkToken, type MintDeepLinkOptions } from '../auth/deep-link-token.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { readSigningSecret } from '../store/settings.ts';
import { findUserIdByMail } from '../store/users.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let secret: string;
let socioId: number;
beforeAll(async () => {
  t = await createTestApp();
  secret = await readSigningSecret(t.db, 'deepLink');
  socioId = (await findUserIdByMail(t.db, 'socio@demo.club')) ?? 0;
});
afterAll(() => t.close());

const mint = (options: Partial<MintDeepLinkOptions> = {}) =>
  mintDeepLinkToken(secret, { type: 'REDIRECT', redirectUrl: '/abonado/perfil', ttlSeconds: 600, ...options });
const loginLink = () => mint({ type: 'LOGIN', userId: socioId });
const post = (payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/${deepLinkPaths.resolve}`, payload: payload as object, headers: cookie ? { cookie } : {} });
const get = (token: string) => t.app.inject({ url: `/api/${deepLinkPaths.read(token)}` });
/** Changes one character of the payload part: the signature no longer matches. */
const tamper = (token: string) => `${token[0] === 'a' ? 'b' : 'a'}${token.slice(1)}`;

describe('POST /api/deep-link', () => {
  it('resolves a REDIRECT link without logging in', async () => {
    const response = await post({ token: mint() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectUrl: '/abonado/perfil', type: 'REDIRECT', extraInfo: null });
    expect(response.cookies).toEqual([]);
  });

  it('logs in with a LOGIN link (sid + a360_session like login), and only once', async () => {
    const token = loginLink();
    const response = await post({ token });
    expect(response.statusCode).toBe(200);
    const body = deepLinkResponseSchema.parse(response.json());
    expect(body).toMatchObject({ redirectUrl: '/abonado/perfil', type: 'LOGIN', extraInfo: { user: { mail: 'socio@demo.club' } } });
    expect(response.body).not.toMatch(/password|pin_hash/i);
    const sid = response.cookies.find((c) => c.name === SESSION_COOKIE);
    const hint = response.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(hint).toMatchObject({ value: '1', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    const extended = await t.app.inject({ url: '/api/users/extended', cookies: { [SESSION_COOKIE]: sid?.value ?? '' } });
    expect(extended.json()).toMatchObject({ mail: 'socio@demo.club' });

    const again = await post({ token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Invalid deep link', code: 'deep-link-invalid' });
    expect(again.cookies).toEqual([]);
    expect((await get(token)).statusCode).toBe(404);
  });

  it('replaces a session the visitor already had', async () => {
    const previous = await sessionCookieFor(t.db, 'aficionado@demo.club');
    const response = await post({ token: loginLink() }, previous);
    expect(response.statusCode).toBe(200);
    const old = await t.app.inject({ url: '/api/users/extended', headers: { cookie: previous } });
    expect(old.statusCode).toBe(401);
  });

  it('logs in only one of two simultaneous uses of one LOGIN link', async () => {
    const token = loginLink();
    const answers = await Promise.all([post({ token }), post({ token })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('answers 400 Deep link expired for an expired link', async () => {
    const expired = mint({ type: 'LOGIN', userId: socioId, ttlSeconds: 60, nowMs: Date.now() - 120_000 });
    const response = await post({ token: expired });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Deep link expired', code: 'deep-link-expired' });
    expect(response.cookies).toEqual([]);
  });

  it.each([
    ['a tampered payload', () => tamper(loginLink())],
    ['a signature from another secret', () => mintDeepLinkToken('another-secret', { type: 'LOGIN', userId: socioId, redirectUrl: '/abonado', ttlSeconds: 60 })],
    ['a malformed token', () => 'not-a-token'],
    ['a token with three parts', () => `${mint()}.x`],
    ['a LOGIN link for a user that no longer exists', () => mint({ type: 'LOGIN', userId: 999_999 })],
  ])('answers 404 Invalid deep link for %s', async (_case, token) => {
    const response = await post({ token: token() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'Invalid deep link' });
    expect(response.cookies).toEqual([]);
  });

  it('answers 404 for a correctly signed payload whose target is outside the app', async () => {
    const { createHmac } = await import('node:crypto');
    const body = Buffer.from(JSON.stringify({ jti: 'x', type: 'REDIRECT', redirectUrl: 'https://evil.example', exp: 9_999_999_999 })).toString('base64url');
    const token = `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    expect((await post({ token })).statusCode).toBe(404);
  });

  it.each([
    ['a missing token', {}, 'body.token: required'],
    ['a number', { token: 5 }, 'body.token: expected string'],
    ['a 1,000,000-character token', { token: 'a'.repeat(1_000_000) }, 'body.token: at most 512 characters'],
    ['an unknown field', { token: 'a.b', user: 1 }, "body: unknown field 'user'"],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('GET /api/deep-link/:token', () => {
  it('resolves a LOGIN link without logging in or using it up', async () => {
    const token = loginLink();
    const response = await get(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectUrl: '/abonado/perfil', type: 'LOGIN', extraInfo: null });
    expect(response.cookies).toEqual([]);
    expect((await post({ token })).statusCode).toBe(200);
  });

  it('answers 400 for an expired link, 404 for a tampered one', async () => {
    expect((await get(mint({ ttlSeconds: 1, nowMs: Date.now() - 5_000 }))).statusCode).toBe(400);
    expect((await get(tamper(mint()))).statusCode).toBe(404);
    expect((await get('bad token!')).statusCode).toBe(400);
  });
});

describe('deep-link tokens', () => {
  it('refuses to mint a link to an absolute, protocol-relative or unknown target', () => {
    for (const target of ['https://evil.example/abonado', '//evil.example', '/\\evil.example', 'abonado', '/admin', '/abonadoX', '/abonado/../admin', 'javascript:alert(1)']) {
      expect(() => mint({ redirectUrl: target }), target).toThrow(/allowed app section/);
    }
    expect(() => mintDeepLinkToken(secret, { type: 'LOGIN', redirectUrl: '/abonado', ttlSeconds: 60 })).toThrow(/needs a user/);
  });

  it('accepts the home and paths inside the allowed sections', () => {
    for (const target of ['/', '/abonado', '/abonado/perfil', '/abonado?tab=grupo', '/empresa/perfil', '/abonos/joven']) {
      expect(isDeepLinkPath(target), target).toBe(true);
    }
  });

  it('verifies its own tokens and reports expiry only for a valid signature', () => {
    const token = mint({ ttlSeconds: 60 });
    expect(verifyDeepLinkToken(secret, token)).toMatchObject({ status: 'valid', payload: { type: 'REDIRECT' } });
    expect(verifyDeepLinkToken(secret, token, Date.now() + 61_000)).toEqual({ status: 'expired' });
    expect(verifyDeepLinkToken('other', token, Date.now() + 61_000)).toEqual({ status: 'invalid' });
  });
});
