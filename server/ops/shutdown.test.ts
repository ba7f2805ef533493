import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { Db } from '../db/db.ts';
import { createTestDb, TEST_LANGUAGES, TEST_PUBLIC_ORIGIN } from '../test/test-app.ts';
import { connectQueueClient, visitorCookie } from '../queue/test-client.ts';
import { createFrontServer, type FrontServer } from './front-server.ts';
import { createReadiness, type Readiness } from './health.ts';
import { shutDownOnSignals } from './shutdown.ts';

interface Running {
  app: FastifyInstance;
  front: FrontServer;
  readiness: Readiness;
  base: string;
  /** Resolves when GET /slow has begun; the request answers once `finishSlow` is called. */
  slowBegan: Promise<void>;
  finishSlow(): void;
}

/** The app on a front server as main.ts runs it, ready, with a route that answers when told. */
async function running(db: Db, queue?: BuildAppOptions['queue']): Promise<Running> {
  const readiness = createReadiness(db);
  const front = createFrontServer(readiness);
  await new Promise<void>((resolve) => front.server.listen(0, '127.0.0.1', resolve));
  const app = await buildApp({ db, localesDir: '/nonexistent', languages: TEST_LANGUAGES, publicOrigin: TEST_PUBLIC_ORIGIN, serverFactory: front.serverFactory, queue });
  let began!: () => void;
  let finish!: () => void;
  const slowBegan = new Promise<void>((resolve) => (began = resolve));
  const finished = new Promise<void>((resolve) => (finish = resolve));
  app.get('/slow', async () => {
    began();
    await finished;
    return { done: true };
  });
  await app.ready();
  readiness.markReady();
  const base = `http://127.0.0.1:${(front.server.address() as AddressInfo).port}`;
  return { app, front, readiness, base, slowBegan, finishSlow: finish };
}

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (_details: object, message: string) => lines.push(message), error: (_details: object, message: string) => lines.push(message) } };
}

describe('shutdown on a signal', () => {
  let db: Db;
  let current: Running | undefined;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    current?.finishSlow();
    current?.front.server.closeAllConnections();
    await current?.app.close();
    current = undefined;
  });
  afterAll(() => db.close());

  it('drains at once, finishes the request in flight, closes the app then the database, exits 0; a second signal changes nothing', async () => {
    const server = (current = await running(db));
    const signals = new EventEmitter();
    const { lines, log } = recordingLog();
    const closed: string[] = [];
    let exit!: (code: number) => void;
    const exited = new Promise<number>((resolve) => (exit = resolve));
    shutDownOnSignals(
      {
        readiness: server.readiness,
        front: server.front,
        closeApp: async () => {
          closed.push('app');
          await server.app.close();
        },
        closeAfterRequests: async () => {
          closed.push('database'); // main.ts closes it here; this file's database serves the next test
        },
        timeoutMs: 60_000,
        log: () => log,
        exit,
      },
      signals as unknown as NodeJS.Process,
    );

    const slow = fetch(`${server.base}/slow`);
    await server.slowBegan;
    signals.emit('SIGTERM', 'SIGTERM');
    expect(server.readiness.state).toBe('draining');
    await expect(fetch(`${server.base}/health/live`)).rejects.toThrow(); // no new connections
    signals.emit('SIGINT', 'SIGINT');
    expect(closed).toEqual(['app']); // the database stays open for the request in flight

    server.finishSlow();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(await exited).toBe(0);
    expect(closed).toEqual(['app', 'database']);
    expect(lines).toEqual(['shutting down: draining', 'already shutting down', 'shut down']);
  });

  it('past the timeout exits 1 with a log line, the request still open', async () => {
    const server = (current = await running(db));
    const signals = new EventEmitter();
    const { lines, log } = recordingLog();
    let exit!: (code: number) => void;
    const exited = new Promise<number>((resolve) => (exit = resolve));
    shutDownOnSignals(
      {
        readiness: server.readiness,
        front: server.front,
        closeApp: () => server.app.close(),
        closeAfterRequests: async () => undefined,
        timeoutMs: 50,
        log: () => log,
        exit,
      },
      signals as unknown as NodeJS.Process,
    );
    const slow = fetch(`${server.base}/slow`);
    await server.slowBegan;
    signals.emit('SIGTERM', 'SIGTERM');
    expect(await exited).toBe(1);
    expect(lines).toContain('shutdown timed out: exiting with requests still open');
    server.finishSlow();
    await slow;
  });

  it('drops the queue sockets without a socket.io disconnect, so clients reconnect (to another process), and does not wait on them', async () => {
    const buy = '/hazte-abonado/seleccion-abono-base';
    const server = (current = await running(db, { capacity: 1, permissionSeconds: 60, graceSeconds: 30, purchaseRoutes: [buy] }));
    const client = await connectQueueClient(server.base, await visitorCookie(server.base));
    expect(await client.go(buy)).toMatchObject({ permission: true });
    const disconnected = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
    const signals = new EventEmitter();
    let exit!: (code: number) => void;
    const exited = new Promise<number>((resolve) => (exit = resolve));
    shutDownOnSignals(
      {
        readiness: server.readiness,
        front: server.front,
        closeApp: () => server.app.close(),
        closeAfterRequests: async () => undefined,
        timeoutMs: 60_000,
        log: () => recordingLog().log,
        exit,
      },
      signals as unknown as NodeJS.Process,
    );
    signals.emit('SIGTERM', 'SIGTERM');
    // "transport close": a socket.io client reconnects by itself; "io server disconnect" would tell it not to.
    expect(await disconnected).toBe('transport close');
    expect(await exited).toBe(0);
    const { rows } = await db.query('SELECT 1 FROM queue_entries WHERE admitted_at IS NOT NULL');
    expect(rows).toHaveLength(1); // the place waits for the member's reconnection, for the grace period
    client.close();
  });
});
