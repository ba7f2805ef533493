import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
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
      RENEWAL_ADVANCE_CHECK_SECONDS: 300,
      METRICS_HOST: '127.0.0.1',
    });
    expect(config.METRICS_PORT).toBeUndefined(); // no metrics listener unless asked for
    expect(config.SMTP_URL).toBeUndefined(); // mails stay in the outbox
    expect(config.MAIL_FROM).toEqual({ name: 'Club Baloncesto Ribera', address: 'abonos@cbribera.example' });
    expect(config.MAIL_CHECK_SECONDS).toBe(1);
    expect(config.MAIL_DKIM_DOMAIN).toBeUndefined();
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
      RENEWAL_ADVANCE_CHECK_SECONDS: 'off',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      MAINTENANCE_MODE: true,
      LANGUAGES: ['es', 'ca'],
      SECOND_PAYMENT_CHECK_SECONDS: null,
      RENEWAL_ADVANCE_CHECK_SECONDS: null,
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
    ['SMTP_URL', 'http://relay.example.com'],
    ['SMTP_URL', 'relay.example.com:587'],
    ['MAIL_FROM', 'Club Baloncesto Ribera'],
    ['MAIL_FROM', 'abonos@cbribera.example, info@cbribera.example'],
    ['MAIL_CHECK_SECONDS', '0'],
    ['MAIL_DKIM_KEY_FILE', '/nonexistent/dkim.pem'],
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

  it('reads the mail relay and the sender address', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://club:secret@smtp.example.com:465', MAIL_FROM: 'abonos@cbribera.example', MAIL_CHECK_SECONDS: '5' });
    expect(config).toMatchObject({ SMTP_URL: 'smtps://club:secret@smtp.example.com:465', MAIL_FROM: { name: '', address: 'abonos@cbribera.example' }, MAIL_CHECK_SECONDS: 5 });
  });

  it('never repeats a secret of a refused value in its message', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp//club:s3cr3t-pw@smtp.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'smtp//club:s3cr3t-pw@smtp.example.com' })).not.toThrow(/s3cr3t-pw/);
  });

  it.each([
    ['PUBLIC_ORIGIN and SMTP_URL', {}, ['PUBLIC_ORIGIN', 'SMTP_URL']],
    ['SMTP_URL (members would never get their codes)', { PUBLIC_ORIGIN: 'https://club.example.com' }, ['SMTP_URL']],
    ['PUBLIC_ORIGIN', { SMTP_URL: 'smtp://relay.example.com' }, ['PUBLIC_ORIGIN']],
  ])('refuses to start in production without %s', (_missing, env, variables) => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'off', ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables).toEqual(variables);
    for (const variable of variables) expect((error as ConfigError).message).toContain(`${variable}: required with NODE_ENV=production`);
    const complete = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'off', PUBLIC_ORIGIN: 'https://club.example.com', SMTP_URL: 'smtp://relay.example.com' };
    expect(loadConfig(complete).SMTP_URL).toBe('smtp://relay.example.com');
  });

  it('takes the three DKIM settings together or none, with a readable private key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-dkim-'));
    try {
      const keyFile = join(dir, 'dkim.pem');
      writeFileSync(keyFile, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
      const dkim = { MAIL_DKIM_DOMAIN: 'cbribera.example', MAIL_DKIM_SELECTOR: 'club2026', MAIL_DKIM_KEY_FILE: keyFile };
      expect(loadConfig(dkim)).toMatchObject(dkim);
      let error: unknown;
      try {
        loadConfig({ MAIL_DKIM_DOMAIN: 'cbribera.example' });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variables).toEqual(['MAIL_DKIM_SELECTOR', 'MAIL_DKIM_KEY_FILE']);
      writeFileSync(join(dir, 'not-a-key.pem'), 'not a key');
      expect(() => loadConfig({ ...dkim, MAIL_DKIM_KEY_FILE: join(dir, 'not-a-key.pem') })).toThrow(/MAIL_DKIM_KEY_FILE: a readable file holding a PEM private key/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
