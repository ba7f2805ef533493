import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnvironment } from './env-schema';

function errorOf(raw: Record<string, unknown>): ConfigError {
  try {
    parseEnvironment(raw);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('environment configuration', () => {
  it('has the spec defaults', () => {
    expect(parseEnvironment({})).toEqual({
      languages: [{ code: 'es' }, { code: 'en' }, { code: 'fr' }],
      defaultLanguage: 'es',
      staticPath: '/',
      apiPrefix: '/api/',
      cartExpirationAlertSeconds: 120,
      paymentOrigin: 'http://localhost:4010',
      ticketingUrl: 'https://entradas.example.com/abonos',
      trackerEnabled: false,
      appVersion: 'dev',
      season: '25/26',
      previousSeason: '24/25',
      theme: 'club',
      gateKeyFingerprint: null,
    });
  });

  it("reads the gate key's fingerprint, and refuses one that is not a JWK thumbprint", () => {
    const fingerprint = 'NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs';
    expect(parseEnvironment({ VITE_GATE_KEY_FINGERPRINT: fingerprint }).gateKeyFingerprint).toBe(fingerprint);
    expect(errorOf({ VITE_GATE_KEY_FINGERPRINT: 'abc' }).keys).toEqual(['VITE_GATE_KEY_FINGERPRINT']);
  });

  it('reads configured values, the season included', () => {
    const env = parseEnvironment({ VITE_LANGUAGES: 'es, en', VITE_SEASON: '26/27', VITE_PREVIOUS_SEASON: '25/26', VITE_TRACKER_ENABLED: 'true' });
    expect(env.languages).toEqual([{ code: 'es' }, { code: 'en' }]);
    expect(env.season).toBe('26/27');
    expect(env.trackerEnabled).toBe(true);
  });

  it('selects a theme by its name', () => {
    expect(parseEnvironment({ VITE_THEME: 'alameda' }).theme).toBe('alameda');
  });

  it.each([
    ['VITE_PAYMENT_ORIGIN', 'not a url'],
    ['VITE_CART_EXPIRATION_ALERT', 'soon'],
    ['VITE_TRACKER_ENABLED', 'yes'],
    ['VITE_SEASON', '2025'],
    ['VITE_LANGUAGES', 'es,english'],
    ['VITE_API_PREFIX', 'api'],
    ['VITE_THEME', 'barcelona'],
  ])('a bad %s stops start-up with a message naming it', (key, value) => {
    const error = errorOf({ [key]: value });
    expect(error.keys).toContain(key);
    expect(error.message).toContain(key);
  });

  it('refuses a default language that is not configured', () => {
    const error = errorOf({ VITE_LANGUAGES: 'es,en', VITE_DEFAULT_LANGUAGE: 'fr' });
    expect(error.keys).toEqual(['VITE_DEFAULT_LANGUAGE']);
  });

  it('names every bad key at once', () => {
    expect(errorOf({ VITE_SEASON: 'x', VITE_TICKETING_URL: 'y' }).keys.sort()).toEqual(['VITE_SEASON', 'VITE_TICKETING_URL']);
  });
});
