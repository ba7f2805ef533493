import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('GET /translations/{lang}.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the locale file of a configured language, cacheable for five minutes', async () => {
    const response = await t.app.inject('/translations/es.json?v=0.1.0-abc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({ GENERIC: { LOADING: 'Cargando...' } });
  });

  it.each([
    ['an unknown language', '/translations/de.json'],
    ['a configured language without a file', '/translations/fr.json'],
    ['a name that is not a language file', '/translations/es.js'],
    ['a path traversal', '/translations/..%2F..%2Fpackage.json'],
  ])('answers 404 JSON for %s', async (_case, url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
