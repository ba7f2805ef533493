import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersUntilReady, startServerProcess, type ServerProcess } from '../server/test/server-process.ts';
import { buildServer, SERVER_NODE_FLAGS } from './build-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');

/** Without demo data, a payment simulator or a client build: the server alone. */
const SERVER_ENV = { PAYMENT_PROVIDER: 'off', SECOND_PAYMENT_CHECK_SECONDS: 'off', DIST_DIR: '/nonexistent', LOG_LEVEL: 'warn' };

/**
 * The server as production runs it: `node`, SERVER_NODE_FLAGS and `dist-server/main.js`, built by
 * scripts/build-server.mjs (here into a folder of the test's own).
 */
describe('the built server', () => {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const outdir = mkdtempSync(join(ROOT, '.tmp', 'server-build-'));
  const dataRoot = mkdtempSync(join(tmpdir(), 'club-built-server-'));
  const started: ServerProcess[] = [];
  const startBuilt = (dataDir: string) => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.DEMO_DATA;
    const server = startServerProcess(env, [...SERVER_NODE_FLAGS, join(outdir, 'main.js')]);
    void server.then((process) => started.push(process));
    return server;
  };

  beforeAll(() => buildServer({ outdir }), 120_000);
  afterAll(() => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataRoot, { recursive: true, force: true });
  });

  /** The modules a built file imports: `static` are loaded with it, `dynamic` only when import() runs. */
  const importsOf = (file: string) => {
    const source = readFileSync(join(outdir, file), 'utf8');
    return {
      static: [...source.matchAll(/^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";$/gm)].map(([, from]) => from!),
      dynamic: [...source.matchAll(/import\("([^"]+)"\)/g)].map(([, from]) => from!),
    };
  };
  /** Every module any built file imports, statically or with import(). */
  const allImports = () =>
    readdirSync(outdir)
      .filter((name) => name.endsWith('.js'))
      .flatMap((file) => Object.values(importsOf(file)).flat());

  it('is plain JavaScript: no tsx and no TypeScript file is imported at run time', () => {
    const imports = allImports();
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((from) => from === 'tsx' || from.startsWith('tsx/') || /\.tsx?$/.test(from))).toEqual([]);
  });

  it('needs only the runtime dependencies: every package it imports is in dependencies, none in devDependencies', () => {
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const packages = new Set(
      allImports()
        .filter((from) => !from.startsWith('.') && !from.startsWith('node:'))
        .map((from) => from.split('/').slice(0, from.startsWith('@') ? 2 : 1).join('/')),
    );
    expect(packages.size).toBeGreaterThan(0);
    expect([...packages].filter((name) => !(name in dependencies))).toEqual([]);
  });

  it('loads PGlite, pdf-lib and sharp only at their first use: no module loaded at the start imports them', () => {
    const onDemand = ['@electric-sql/pglite', 'pdf-lib', 'sharp'];
    const loadedAtStart = new Set<string>();
    const visit = (file: string) => {
      if (loadedAtStart.has(file)) return;
      loadedAtStart.add(file);
      for (const from of importsOf(file).static) if (from.startsWith('./')) visit(from.slice(2));
    };
    visit('main.js');
    const packagesAtStart = [...loadedAtStart].flatMap((file) => importsOf(file).static);
    expect(packagesAtStart).toContain('pg');
    expect(packagesAtStart.filter((from) => onDemand.includes(from))).toEqual([]);
    const imported = allImports();
    expect(onDemand.filter((name) => !imported.includes(name))).toEqual([]);
  });

  it('names the TypeScript file and line in the stack trace of an error', async () => {
    // The database folder held by a live process (this one): the start fails in dir-lock.ts.
    const dataDir = join(dataRoot, 'locked');
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    const throwLine = readFileSync(join(ROOT, 'server/db/dir-lock.ts'), 'utf8').split('\n').findIndex((line) => line.includes('throw new DirLockedError')) + 1;
    expect(throwLine).toBeGreaterThan(0);

    const server = await startBuilt(dataDir);
    expect(await server.exited).toBe(1);
    expect(server.output.join('')).toMatch(new RegExp(`at acquireDirLock \\(.*server/db/dir-lock\\.ts:${throwLine}:\\d+\\)`));
  }, 60_000);

  it('finds its migrations and locales from where it is built: ready on an empty embedded database', async () => {
    const server = await startBuilt(join(dataRoot, 'empty'));
    await answersUntilReady(server);
    const spanish = await fetch(`${server.base}/translations/es.json`);
    expect(spanish.status).toBe(200);
    expect(await spanish.json()).toEqual(JSON.parse(readFileSync(join(ROOT, 'src/locales/es.json'), 'utf8')));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 300_000); // a process migrating PGlite on a loaded machine: a limit, not a speed check
});
