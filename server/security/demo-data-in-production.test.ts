import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_MAIL_DOMAINS, seed } from '../db/seed.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { answersUntilReady, startServerProcess, type ServerProcess } from '../test/server-process.ts';

/** What a club following deploy/ sets; the relay is never reached before the test ends. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://abonos.club.example',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PAYMENT_PROVIDER: 'off',
  SECOND_PAYMENT_CHECK_SECONDS: 'off',
  DIST_DIR: '/nonexistent',
  LOG_LEVEL: 'warn',
};

/**
 * The demo accounts' password and PIN are published, and a login as one of them yields a card
 * secret, so gate codes: a production server must never create them, nor serve a database that has them.
 */
describe('demo data on a production server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-production-'));
  const started: ServerProcess[] = [];
  afterAll(() => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses DEMO_DATA=on with NODE_ENV=production or an https PUBLIC_ORIGIN, and keeps it off by default', () => {
    expect(loadConfig({}).DEMO_DATA).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'on' }).DEMO_DATA).toBe(true);
    for (const env of [{ ...PRODUCTION_ENV, DEMO_DATA: 'on' }, { PUBLIC_ORIGIN: 'https://abonos.club.example', PAYMENT_PROVIDER: 'off', DEMO_DATA: 'on' }]) {
      expect(() => loadConfig(env)).toThrow(expect.objectContaining({ name: 'ConfigError', variables: ['DEMO_DATA'] }));
    }
  });

  it('starts on an empty database, answers ready, and creates no demo account', async () => {
    const server = await startServer(dataDir);
    started.push(server);
    try {
      await answersUntilReady(server);
    } finally {
      await stop(server);
    }
    const db = await createDb({ dataDir });
    try {
      const users = await db.query<{ mail: string }>('SELECT mail FROM users');
      expect(users.rows).toEqual([]);
      const base = await db.query<{ products: number; rols: number; pages: number }>(
        'SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM rols) AS rols, (SELECT count(*)::int FROM content_pages) AS pages',
      );
      expect(base.rows[0]).toEqual({ products: expect.any(Number), rols: expect.any(Number), pages: expect.any(Number) });
      expect(Object.values(base.rows[0]!).every((count) => count > 0)).toBe(true);
      const limited = await db.query('SELECT id FROM products WHERE stock IS NOT NULL');
      expect(limited.rows).toEqual([]); // the demo's sold-out cases are not the club's
    } finally {
      await db.close();
    }
  }, 300_000); // a process importing the server and migrating PGlite on a loaded machine: a limit, not a speed check

  it('refuses to start on a database that holds a demo account', async () => {
    const db = await createDb({ dataDir });
    try {
      await migrate(db);
      await seed(db, { demo: false });
      await db.query("INSERT INTO users (mail, password_hash, name, lastname, type) VALUES ($1, '!', 'Demo', 'Copied', 'PARTNER')", [cardDemo.withPhoto]);
    } finally {
      await db.close();
    }
    const server = await startServer(dataDir);
    started.push(server);
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output.join('')).toContain(`demo accounts (${DEMO_MAIL_DOMAINS.join(', ')})`);
  }, 300_000);
});

function startServer(dataDir: string): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...PRODUCTION_ENV, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.DEMO_DATA;
  return startServerProcess(env);
}

async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}
