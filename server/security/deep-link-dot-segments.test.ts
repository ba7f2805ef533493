import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepLinkPaths } from '../../src/api/deep-link.ts';
import { mintDeepLinkToken } from '../auth/deep-link-token.ts';
import { readSigningSecret } from '../store/settings.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Targets that look inside /abonado but leave it once a browser or router decodes them. */
const ESCAPING_TARGETS = ['/abonado/%2e%2e/admin', '/abonado/%2E%2E%2fadmin', '/abonado/..%2fadmin', '/abonado/%252e%252e/admin'];

describe('a deep link whose target escapes the allowlist through encoded dot segments', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp();
    secret = await readSigningSecret(t.db, 'deepLink');
  });
  afterAll(() => t.close());

  /** Signed with the real secret, as a link minted before the check (or by a careless tool) would be. */
  const signedLink = (redirectUrl: string) => {
    const body = Buffer.from(
      JSON.stringify({ jti: randomUUID(), type: 'REDIRECT', redirectUrl, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
  };

  it.each(ESCAPING_TARGETS)('is never minted: %s', (redirectUrl) => {
    expect(() => mintDeepLinkToken(secret, { type: 'REDIRECT', redirectUrl, ttlSeconds: 600 })).toThrow(/allowed app section/);
  });

  it.each(ESCAPING_TARGETS)('is refused when resolved, even with a valid signature: %s', async (redirectUrl) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/${deepLinkPaths.resolve}`, payload: { token: signedLink(redirectUrl) } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('admin');
  });

  it('still resolves a link inside the section', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/${deepLinkPaths.resolve}`, payload: { token: signedLink('/abonado/perfil') } });
    expect(response.json()).toMatchObject({ redirectUrl: '/abonado/perfil' });
  });
});
