// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The dependency rule of ARCHITECTURE.md is a lint error, checked here on real imports. */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

// The first lint loads ESLint's whole configuration (type-aware rules): seconds on a busy machine,
// within the unit runner's 30 s per test (vitest.config.ts).
describe('import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors('src/features/campaign/Probe.ts', "export { usePageList } from '../content/api';\n");
    expect(errors).toHaveLength(1);
  });

  it('refuses the kit importing a feature', async () => {
    const errors = await boundaryErrors('src/ui/Probe.ts', "export { usePageList } from '../features/content/api';\n");
    expect(errors).toHaveLength(1);
  });

  it('refuses the kit importing lib', async () => {
    const errors = await boundaryErrors('src/ui/Probe.ts', "export { request } from '../lib/http';\n");
    expect(errors).toHaveLength(1);
  });

  it('refuses the kit importing the contract beyond the arena', async () => {
    const errors = await boundaryErrors('src/ui/Probe.ts', "export { pageSchema } from '../api/pages';\n");
    expect(errors).toHaveLength(1);
  });

  it('refuses the arena importing the rest of the contract', async () => {
    const errors = await boundaryErrors('src/api/arena/probe.ts', "export { pageSchema } from '../pages';\n");
    expect(errors).toHaveLength(1);
  });

  it('refuses the table of app paths importing the rest of the contract', async () => {
    const errors = await boundaryErrors('src/api/app-paths/probe.ts', "export { pageSchema } from '../pages';\n");
    expect(errors).toHaveLength(1);
  });

  it('lets the kit read the table of app paths (the steps bar marks its routes)', async () => {
    expect(await boundaryErrors('src/ui/Probe.ts', "export { APP_PATHS } from '../api/app-paths';\n")).toEqual([]);
  });

  it('refuses the server importing the kit', async () => {
    const errors = await boundaryErrors('server/probe.ts', "export { Button } from '../src/ui';\n");
    expect(errors).toHaveLength(1);
  });

  it('refuses lib importing a feature', async () => {
    const errors = await boundaryErrors('src/lib/probe.ts', "export { usePageList } from '../features/content/api';\n");
    expect(errors).toHaveLength(1);
  });

  it('allows the allowed directions', async () => {
    expect(await boundaryErrors('src/features/content/Probe.ts', "export { request } from '../../lib/http';\nexport { Button } from '../../ui';\nexport { pageSchema } from '../../api/pages';\nexport { fetchPage } from './api';\n")).toEqual([]);
    expect(await boundaryErrors('src/app/probe.ts', "export { usePageList } from '../features/content/api';\n")).toEqual([]);
    expect(await boundaryErrors('server/probe.ts', "export { pageSchema } from '../src/api/pages';\n")).toEqual([]);
    expect(await boundaryErrors('src/ui/Probe.ts', "export { seededRandom } from '../api/arena';\n")).toEqual([]);
    expect(await boundaryErrors('server/probe.ts', "export { seededRandom } from '../src/api/arena/index.ts';\n")).toEqual([]);
  });
});
