import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { startPaymentSimulator } from '../payment-provider/start.ts';
import { setPaymentOrigin } from '../store/settings.ts';
import { createTestDb } from '../test/test-app.ts';

describe('the payment-provider simulator, reachable by anyone, approves their own payment', () => {
  it.each([
    ['PUBLIC_ORIGIN is https', { PUBLIC_ORIGIN: 'https://club.example.com' }],
    ['NODE_ENV is production', { NODE_ENV: 'production' }],
    ['both, with the simulator asked for by name', { PUBLIC_ORIGIN: 'https://club.example.com', NODE_ENV: 'production', PAYMENT_PROVIDER: 'on' }],
  ])('the server refuses to start with it when %s', (_name, env) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables).toEqual(['PAYMENT_PROVIDER']);
    expect((error as ConfigError).message).toMatch(/PAYMENT_PROVIDER: .*PAYMENT_PROVIDER=off/);
  });

  it('starts on a laptop (http), and a public site starts with the real provider', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:5173' }).PAYMENT_PROVIDER).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://club.example.com', SMTP_URL: 'smtp://relay.example.com', PAYMENT_PROVIDER: 'off' }).PAYMENT_PROVIDER).toBe(false);
  });

  describe('listening', () => {
    let db: Db;
    beforeAll(async () => {
      db = await createTestDb();
      await setPaymentOrigin(db, 'http://localhost:0'); // any free port
    });
    afterAll(() => db.close());

    it('listens on loopback only, even when HOST is 0.0.0.0', async () => {
      const simulator = await startPaymentSimulator(db, loadConfig({ HOST: '0.0.0.0', LOG_LEVEL: 'fatal' }));
      try {
        expect(simulator.server.address()).toMatchObject({ address: '127.0.0.1' });
      } finally {
        await simulator.close();
      }
    });
  });
});
