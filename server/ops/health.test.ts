import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/db.ts';
import { createFrontServer, type FrontServer } from './front-server.ts';
import { createReadiness } from './health.ts';

/** A database stand-in that counts its queries and answers them when told (or at once). */
function countingDb(answer: 'at-once' | 'never' = 'at-once') {
  const calls: string[] = [];
  const db: Queryable = {
    query: async <T>(sql: string) => {
      calls.push(sql);
      if (answer === 'never') await new Promise(() => undefined);
      return { rows: [] as T[] };
    },
    exec: async () => undefined,
  };
  return { db, calls };
}

describe('readiness', () => {
  it('is starting, then ready once marked and the database answers, then draining for good', async () => {
    const { db } = countingDb();
    const readiness = createReadiness(db);
    expect(await readiness.check()).toEqual({ ready: false, reason: 'starting' });
    readiness.markReady();
    expect(await readiness.check()).toEqual({ ready: true });
    readiness.markDraining();
    readiness.markReady(); // a late start-up step must not undo the drain
    expect(await readiness.check()).toEqual({ ready: false, reason: 'draining' });
  });

  it('a flood of readiness checks costs one database query per period', async () => {
    const { db, calls } = countingDb();
    const readiness = createReadiness(db, { probeCacheMs: 60_000 });
    readiness.markReady();
    const answers = await Promise.all(Array.from({ length: 1000 }, () => readiness.check()));
    expect(answers.every((answer) => answer.ready)).toBe(true);
    expect(calls).toEqual(['SELECT 1']);
  });

  it('a database that does not answer makes it not ready, with one probe pending however often it is asked', async () => {
    const { db, calls } = countingDb('never');
    const readiness = createReadiness(db, { probeTimeoutMs: 20, probeCacheMs: 0 });
    readiness.markReady();
    expect(await readiness.check()).toEqual({ ready: false, reason: 'database' });
    expect(await readiness.check()).toEqual({ ready: false, reason: 'database' });
    expect(calls).toHaveLength(1);
  });
});

describe('front server', () => {
  let front: FrontServer | undefined;
  afterEach(async () => {
    front?.server.closeAllConnections();
    await front?.close();
    front = undefined;
  });

  async function listening(readiness: ReturnType<typeof createReadiness>): Promise<string> {
    front = createFrontServer(readiness);
    await new Promise<void>((resolve) => front!.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(front.server.address() as AddressInfo).port}`;
  }

  it('while starting: live, not ready, and every other request refused with Retry-After', async () => {
    const readiness = createReadiness(countingDb().db);
    const base = await listening(readiness);
    const live = await fetch(`${base}/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${base}/health/ready?probe=1`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'starting' });
    const api = await fetch(`${base}/api/config`, { method: 'POST' });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('2');
    expect(api.headers.get('cache-control')).toBe('no-store');
  });

  it('once ready the app answers; once draining, requests on an open connection get 503 and the connection closes', async () => {
    const readiness = createReadiness(countingDb().db);
    const base = await listening(readiness);
    front!.serverFactory((_request, response) => response.end('app'), {});
    readiness.markReady();
    expect(await (await fetch(`${base}/anything`)).text()).toBe('app');
    expect(await (await fetch(`${base}/health/ready`)).json()).toEqual({ status: 'ready' });
    readiness.markDraining();
    const refused = await fetch(`${base}/anything`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('connection')).toBe('close');
    expect(await (await fetch(`${base}/health/ready`)).json()).toEqual({ status: 'draining' });
  });
});
