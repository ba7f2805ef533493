import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginErrors, usersPaths } from '../../src/api/users.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { call, expectError } from '../routes/users-test-kit.ts';
import { insertLoginFailures, LOGIN_RATE_LIMIT } from '../test/limit-hits.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PROXY = '10.9.0.1';
const CLIENT = '203.0.113.7';

describe('a client behind the proxy writes its own X-Forwarded-For to walk around the per-IP limit', () => {
  it('TRUST_PROXY=on, which believed every hop, is refused with a message naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'on' })).toThrow(/TRUST_PROXY: trusting every hop/);
  });

  it('a hop count, which cannot tell the proxy from a client reaching the server directly, is refused too', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count/);
  });

  describe.each([
    ["the proxy's address", PROXY],
    ["the proxy's network", '10.9.0.0/16'],
  ])('behind one proxy given as %s', (_name, setting) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: setting }).TRUST_PROXY });
    });
    afterAll(() => t.close());

    /** The proxy appends the address it saw to whatever the client sent. */
    const loginThroughProxy = (mail: string, spoofed: string) =>
      call(t.app, 'POST', usersPaths.login, {
        body: { mail, password: 'wrong' },
        ip: PROXY,
        headers: { 'x-forwarded-for': `${spoofed}, ${CLIENT}` },
      });

    it('counts every failure against the real address, whatever address the client claims', async () => {
      for (let i = 1; i <= 3; i += 1) {
        expectError(await loginThroughProxy(`nobody${i}@demo.club`, `1.2.3.${i}`), 401, loginErrors.invalid);
      }
      const { rows } = await t.db.query<{ ip: string }>("SELECT DISTINCT key AS ip FROM limit_hits WHERE counter = 'login-address'");
      expect(rows.map((row) => row.ip)).toEqual([CLIENT]);
      // The rest of the window's failures, written straight in: the rule reads the table.
      for (let i = 3; i < LOGIN_RATE_LIMIT.perIp; i += 1) {
        await insertLoginFailures(t.db, { ip: CLIENT, account: `mail:filler${i}@demo.club` }, 1);
      }
      const limited = await loginThroughProxy('another@demo.club', '1.2.3.4');
      expectError(limited, 429, loginErrors.tooManyAttempts);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
