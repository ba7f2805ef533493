import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { apiAreas } from './areas.ts';
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
    const served = servedApiRoutes(t.app.printRoutes({ commonPrefix: false }));
    const contract = apiAreas.flatMap((area) => area.endpoints.map((e) => `${e.method} /api/${e.path}`));
    expect(new Set(contract).size).toBe(contract.length); // no endpoint described twice
    expect([...served].sort()).toEqual([...contract].sort());
  });
});

/**
 * "METHOD /api/path" for every route in Fastify's route tree. Routes sharing a prefix are printed
 * nested ("/api/users/login" then "│   └── -validate"): a line's depth is the column of its
 * branch mark / 4, and its path is its parent's path plus its segment.
 */
function servedApiRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = [...indent].length / 4;
    const path = (depth > 0 ? (stack[depth - 1] ?? '') : '') + segment;
    stack[depth] = path;
    stack.length = depth + 1;
    if (!methods || !path.startsWith('/api/') || path === '/api/*') continue;
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}
