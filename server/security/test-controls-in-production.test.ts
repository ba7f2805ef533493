import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { specCalendar } from '../../src/api/renewal-calendar.ts';
import { TEST_CONTROLS_PREFIX } from '../ops/test-controls.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The test controls end every buyer's permission and open the sale at will: whoever reached them
 * on a real sale day would empty the line or open it early. A production server refuses the
 * setting, and a server without it has no such routes.
 */
describe('test controls on a production server', () => {
  it('refuses TEST_CONTROLS=on with NODE_ENV=production or an https PUBLIC_ORIGIN, and keeps it off by default', () => {
    expect(loadConfig({}).TEST_CONTROLS).toBe(false);
    expect(loadConfig({ TEST_CONTROLS: 'on' }).TEST_CONTROLS).toBe(true);
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://abonos.club.example', SMTP_URL: 'smtp://127.0.0.1:9', PAYMENT_PROVIDER: 'off' };
    for (const env of [production, { PUBLIC_ORIGIN: 'https://abonos.club.example', PAYMENT_PROVIDER: 'off' }]) {
      expect(loadConfig(env).TEST_CONTROLS).toBe(false);
      expect(() => loadConfig({ ...env, TEST_CONTROLS: 'on' })).toThrow(expect.objectContaining({ name: 'ConfigError', variables: ['TEST_CONTROLS'] }));
    }
  });

  describe('a server with the queue on and the setting off', () => {
    let test: TestApp;
    let db: Db;
    beforeAll(async () => {
      test = await createTestApp({ queue: { capacity: 1, permissionSeconds: 3600, graceSeconds: 30, purchaseRoutes: ['/hazte-abonado/seleccion-abono-base'] } });
      db = test.db;
      await db.query("INSERT INTO queue_entries (holder, route, admitted_at, expires_at) VALUES ('v:inside', '/hazte-abonado/seleccion-abono-base', now(), now() + interval '1 hour')");
    });
    afterAll(() => test.close());

    it('answers 404 to every control, and the permission inside keeps its hour', async () => {
      for (const [path, payload] of [
        ['/queue/permissions/end', undefined],
        ['/queue/opening', { opensAt: new Date().toISOString() }],
        ['/season-calendar', specCalendar('26/27')],
      ] as const) {
        const response = await test.app.inject({ method: 'POST', url: `${TEST_CONTROLS_PREFIX}${path}`, ...(payload ? { payload } : {}) });
        expect(response.statusCode).toBe(404);
      }
      const { rows } = await db.query<{ left: number }>("SELECT extract(epoch FROM expires_at - now())::int AS left FROM queue_entries WHERE holder = 'v:inside'");
      expect(rows[0]!.left).toBeGreaterThan(3500);
    });
  });
});
