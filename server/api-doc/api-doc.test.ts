import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAreas } from '../../src/api/endpoints.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { API_DOC_PATH } from './path.ts';
import { renderApiDoc } from './render.ts';

describe('server/API.md and the registered routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('API.md is what the contracts generate (run `npm run api:doc` when this fails)', async () => {
    const committed = await readFile(API_DOC_PATH, 'utf8');
    expect(committed === renderApiDoc(apiAreas), 'server/API.md is stale: run `npm run api:doc`').toBe(true);
  });

  it('every route under /api is a contract endpoint, and every endpoint is served', () => {
    const served = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        const match = /(\/api\/\S+) \(([A-Z, ]+)\)/.exec(line);
        if (!match?.[1] || !match[2]) return [];
        const methods = match[2].split(', ').filter((method) => method !== 'HEAD');
        return methods.map((method) => `${method} ${match[1]}`);
      })
      .filter((route) => !route.endsWith('/api/*'));
    const contract = apiAreas.flatMap((area) => area.endpoints.map((e) => `${e.method} /api/${e.path}`));
    expect(new Set(contract).size).toBe(contract.length); // no endpoint described twice
    expect([...served].sort()).toEqual([...contract].sort());
  });
});
