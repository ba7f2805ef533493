import { isAbsolute, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const projectRoot = resolve(import.meta.dirname, '..');

describe('server environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      LANGUAGES: ['es', 'en', 'fr'],
      TRUST_PROXY: false,
      PAYMENT_PROVIDER: true,
      SHUTDOWN_TIMEOUT_SECONDS: 20,
      SECOND_PAYMENT_CHECK_SECONDS: 3600,
      METRICS_HOST: '127.0.0.1',
    });
    expect(config.METRICS_PORT).toBeUndefined(); // no metrics listener unless asked for
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MAINTENANCE_MODE).toBeUndefined();
    expect(config.DATA_DIR).toBe(resolve(projectRoot, '.data/pglite'));
    expect(config.DIST_DIR).toBe(resolve(projectRoot, 'dist'));
    expect(config.LOCALES_DIR).toBe(resolve(projectRoot, 'src/locales'));
  });

  it('parses the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      MAINTENANCE_MODE: 'on',
      LANGUAGES: 'es, ca',
      PAYMENT_ORIGIN: 'https://pay.example.com/checkout',
      DATABASE_URL: 'postgres://club:pw@localhost:5432/club',
      DATA_DIR: '/tmp/club-db',
      SECOND_PAYMENT_CHECK_SECONDS: 'off',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      MAINTENANCE_MODE: true,
      LANGUAGES: ['es', 'ca'],
      SECOND_PAYMENT_CHECK_SECONDS: null,
      PAYMENT_ORIGIN: 'https://pay.example.com',
      DATABASE_URL: 'postgres://club:pw@localhost:5432/club',
      DATA_DIR: '/tmp/club-db',
    });
    expect(loadConfig({ MAINTENANCE_MODE: 'off' }).MAINTENANCE_MODE).toBe(false);
    expect(loadConfig({ PAYMENT_PROVIDER: 'off' }).PAYMENT_PROVIDER).toBe(false);
    expect(isAbsolute(loadConfig({ DIST_DIR: 'build' }).DIST_DIR)).toBe(true);
  });

  it('reads SSO app secrets as app:secret pairs and refuses short secrets', () => {
    expect(loadConfig({}).SSO_APP_SECRETS).toEqual({});
    const config = loadConfig({ SSO_APP_SECRETS: 'tienda:0123456789abcdef:x, entradas:fedcba9876543210' });
    expect(config.SSO_APP_SECRETS).toEqual({ tienda: '0123456789abcdef:x', entradas: 'fedcba9876543210' });
    expect(() => loadConfig({ SSO_APP_SECRETS: 'tienda:short' })).toThrow(ConfigError);
  });

  it("reads TRUST_PROXY as off or the proxies' addresses", () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('reads QUEUE_OPENS_AT as an instant (unset: the sale is open)', () => {
    expect(loadConfig({}).QUEUE_OPENS_AT).toBeUndefined();
    expect(loadConfig({ QUEUE_OPENS_AT: '2026-12-01T10:00:00+01:00' }).QUEUE_OPENS_AT).toEqual(new Date('2026-12-01T09:00:00Z'));
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '', MAINTENANCE_MODE: '' });
    expect(config.PORT).toBe(3000);
    expect(config.MAINTENANCE_MODE).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['MAINTENANCE_MODE', 'yes'],
    ['LANGUAGES', 'es,EN'],
    ['PAYMENT_ORIGIN', 'not a url'],
    ['DATABASE_URL', 'mysql://localhost/club'],
    ['LOG_LEVEL', 'loud'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0'],
    ['SECOND_PAYMENT_CHECK_SECONDS', '5'],
    ['METRICS_PORT', 'nine'],
    ['PAYMENT_PROVIDER', 'maybe'],
    ['TRUST_PROXY', 'on'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.example.com'],
    ['TRUST_PROXY', '10.0.0.1,'],
    ['QUEUE_OPENS_AT', '2026-12-01 10:00'],
    ['QUEUE_OPENS_AT', '2026-12-01T10:00:00'], // which time zone? refused rather than guessed
  ])('rejects a bad %s naming the variable', (key, value) => {
    let error: unknown;
    try {
      loadConfig({ [key]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables).toEqual([key]);
    expect((error as ConfigError).message).toContain(key);
  });
});
