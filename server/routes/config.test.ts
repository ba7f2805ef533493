import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigSchema } from '../../src/api/config.ts';
import { setMaintenanceMode } from '../store/settings.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('GET /api/config/partners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getConfig = async () => {
    const response = await t.app.inject('/api/config/partners');
    expect(response.statusCode).toBe(200);
    return { response, config: serverConfigSchema.parse(response.json()) };
  };

  it('answers the seeded switches, never cached', async () => {
    const { response, config } = await getConfig();
    expect(config).toEqual({
      partnerAreaMaintenanceMode: false,
      enablePartnerCreation: true,
      partnerGroupDoubleAuthentication: true,
      payments: { methods: ['CARD', 'BIZUM'], providerOrigin: 'http://localhost:4010' },
      seatChangeProductId: 401,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reflects a maintenance flip in the settings row on the very next request', async () => {
    await setMaintenanceMode(t.db, true);
    expect((await getConfig()).config.partnerAreaMaintenanceMode).toBe(true);
    await t.db.query('UPDATE settings SET partner_area_maintenance_mode = false');
    expect((await getConfig()).config.partnerAreaMaintenanceMode).toBe(false);
  });

  it('answers 500 with an error body when the stored data breaks the contract', async () => {
    await t.db.query("UPDATE settings SET payment_provider_origin = 'not a url'");
    try {
      const response = await t.app.inject('/api/config/partners');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ statusCode: 500, error: 'Internal Server Error' });
    } finally {
      await t.db.query("UPDATE settings SET payment_provider_origin = 'http://localhost:4010'");
    }
  });
});
