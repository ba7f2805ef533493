import { chmodSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_EVENTS, QUEUE_SOCKET_PATH, routePermissionSchema } from '../../src/api/queue.ts';
import { createDb } from '../../server/db/db.ts';
import { connectQueueClient, visitorCookie } from '../../server/queue/test-client.ts';
import { POSTGRES_URL } from '../../server/test/test-app.ts';
import { startCluster, type Cluster } from './cluster.mjs';

/**
 * `npm run start:cluster`'s library end to end: two app processes on a PostgreSQL database of
 * their own, nginx in front from deploy/nginx/club.conf.template. Runs where PostgreSQL is (the
 * server-pg runner); .ci/run installs nginx.
 */
describe.runIf(POSTGRES_URL)('cluster: two app processes behind nginx', () => {
  const database = `club_cluster_${process.pid}_${Date.now().toString(36)}`;
  let distDir: string;
  let cluster: Cluster;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'club-cluster-dist-'));
    const admin = await createDb({ databaseUrl: POSTGRES_URL });
    await admin.exec(`CREATE DATABASE ${database}`);
    await admin.close();
    chmodSync(distDir, 0o755); // nginx's workers run as nobody when the test runs as root
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Club</title>');
    writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    const url = new URL(POSTGRES_URL!);
    url.pathname = `/${database}`;
    cluster = await startCluster({
      processes: 2,
      databaseUrl: url.toString(),
      distDir,
      env: { QUEUE_TRACKER: 'on', LOG_LEVEL: 'warn' },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
    const admin = await createDb({ databaseUrl: POSTGRES_URL });
    await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.close();
  });

  it('serves the app, its API (a login) and the build through nginx; the hashed files from disk, compressed and cached for good', async () => {
    const home = await fetch(`${cluster.url}/`, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<title>Club</title>');

    const api = await fetch(`${cluster.url}/api/config/partners`);
    expect(api.status).toBe(200);
    expect(await api.json()).toHaveProperty('enablePartnerCreation');

    // A browser's POST carries its origin: the app must see the same host, port included.
    const login = await fetch(`${cluster.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cluster.url },
      body: JSON.stringify({ mail: 'socio@demo.club', password: 'Demo2526!' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().some((cookie) => cookie.startsWith('sid='))).toBe(true);

    const asset = await fetch(`${cluster.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    await asset.body?.cancel();
    // nginx writes a request's line once it has finished with it, which may be after the answer arrived.
    await expect.poll(() => lastAccess(cluster)).toMatchObject({ uri: '/assets/app-1a2b3c.js', upstream: '' });
  });

  it('carries the queue socket over long-polling and over WebSocket', async () => {
    const polling = io(cluster.url, { path: QUEUE_SOCKET_PATH, transports: ['polling'], reconnection: false, forceNew: true });
    try {
      await new Promise<void>((resolve, reject) => {
        polling.once('connect', resolve);
        polling.once('connect_error', reject);
      });
      const answer = new Promise((resolve) => polling.once(QUEUE_EVENTS.routePermission, resolve));
      polling.emit(QUEUE_EVENTS.routeChange, '/');
      expect(routePermissionSchema.parse(await answer)).toMatchObject({ route: '/', permission: true });
    } finally {
      polling.disconnect();
    }

    const websocket = await connectQueueClient(cluster.url, await visitorCookie(cluster.url));
    try {
      expect(await websocket.go('/')).toMatchObject({ route: '/', permission: true });
    } finally {
      websocket.close();
    }
  });

  it('keeps answering when the process serving this address is killed (the next one takes the request)', async () => {
    await (await fetch(`${cluster.url}/api/users/extended`)).body?.cancel();
    await expect.poll(() => lastAccess(cluster)).toMatchObject({ uri: '/api/users/extended' });
    const serving = cluster.apps.findIndex((app) => lastAccess(cluster).upstream === `127.0.0.1:${app.port}`);
    expect(serving).toBeGreaterThanOrEqual(0);
    await cluster.kill(serving);
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${cluster.url}/api/config/partners`);
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const third = await fetch(`${cluster.url}/api/users/extended`);
    await third.body?.cancel();
    await expect.poll(() => lastAccess(cluster)).toMatchObject({ uri: '/api/users/extended', upstream: `127.0.0.1:${cluster.apps[1 - serving]!.port}` });
  });
});

/** The last line of nginx's JSON access log. */
function lastAccess(cluster: Cluster): Record<string, unknown> {
  const lines = readFileSync(join(cluster.runDir, 'nginx-access.log'), 'utf8').trim().split('\n');
  return JSON.parse(lines.at(-1)!) as Record<string, unknown>;
}
