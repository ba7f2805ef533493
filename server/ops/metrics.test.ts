import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOutcome } from '../../src/api/seat-change.ts';
import type { Db, Queryable } from '../db/db.ts';
import { createTestApp, POSTGRES_URL, type TestApp } from '../test/test-app.ts';
import { applyProviderOutcome } from '../purchase/payments.ts';
import { seatChangeFlow } from '../store/seat-change-flow.ts';
import { countAdmissions, listenForMetrics, UNMATCHED_ROUTE, watchSockets } from './metrics.ts';

const applyPaymentOutcome = (tx: Queryable, transaction: string, outcome: PaymentOutcome) => applyProviderOutcome(tx, seatChangeFlow, transaction, outcome);

describe('metrics', () => {
  let test: TestApp;
  let metrics: Server;
  let base: string;
  /** The SQL the metrics listener sent, to count what a scrape costs. */
  const queries: string[] = [];

  beforeAll(async () => {
    test = await createTestApp();
    const counted: Db = { ...test.db, query: (sql, params) => (queries.push(sql), test.db.query(sql, params)) };
    // The gauges' read period outlasts the file: every scrape here after the first costs no query.
    metrics = await listenForMetrics({ db: counted, port: 0, host: '127.0.0.1', databaseReadMs: 3_600_000 });
    base = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => metrics.close(resolve));
    await test.close();
  });

  const scrape = async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('are not served on the public port', async () => {
    const response = await test.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('club_');
  });

  it('time requests by route pattern: a scan of random paths adds no series', async () => {
    const before = await scrape();
    await test.app.inject({ url: '/api/config/partners' });
    for (let i = 0; i < 20; i += 1) {
      await test.app.inject({ url: `/api/scan-${i}-${Math.random()}` });
      await test.app.inject({ url: `/scan-${i}-${Math.random()}` });
    }
    const text = await scrape();
    const added = (route: string, status: number) => countOf(text, route, status) - countOf(before, route, status);
    expect(added('/api/config/partners', 200)).toBe(1);
    expect(added('/api/*', 404)).toBe(20);
    expect(added(UNMATCHED_ROUTE, 404)).toBe(20);
    expect(text).not.toContain('scan-');
  });

  it('count admissions, payment outcomes where they are applied, and socket connections', async () => {
    countAdmissions(3);
    const { rows } = await test.db.query<{ transaction: string }>("SELECT transaction FROM payments WHERE status = 'PENDING' LIMIT 1");
    await test.db.transaction((tx) => applyPaymentOutcome(tx, rows[0]!.transaction, 'DECLINED'));
    await test.db.transaction((tx) => applyPaymentOutcome(tx, rows[0]!.transaction, 'APPROVED')); // decided already: not counted
    const tracking = Fastify();
    watchSockets(tracking, { engine: { clientsCount: 4 } });
    const text = await scrape();
    expect(text).toMatch(/^club_queue_admissions_total 3$/m);
    expect(text).toMatch(/^club_payments_total\{flow="seat_change",outcome="DECLINED"\} 1$/m);
    expect(text).toMatch(/^club_payments_total\{flow="seat_change",outcome="APPROVED"\} 0$/m);
    expect(text).toMatch(/^club_payments_total\{flow="signup",outcome="APPROVED"\} 0$/m);
    expect(text).toMatch(/^club_socket_connections 4$/m);
    await tracking.close();
    expect(await scrape()).toMatch(/^club_socket_connections 0$/m);
  });

  it('read the database-wide gauges once per period however often they are scraped', async () => {
    const texts = await Promise.all(Array.from({ length: 20 }, scrape));
    const sold = await test.db.query<{ n: number }>("SELECT count(*)::int AS n FROM seat_claims WHERE kind = 'SOLD'");
    expect(texts.every((text) => text.includes(`\nclub_seats_sold ${sold.rows[0]!.n}\n`))).toBe(true);
    expect(texts[0]).toMatch(/^club_queue_waiting 0$/m);
    expect(queries.length).toBe(1);
    expect(texts[0]!.includes('club_db_pool_connections')).toBe(Boolean(POSTGRES_URL)); // a pool only on PostgreSQL
    expect(texts[0]).toContain('process_resident_memory_bytes');
  });
});

/** A request-duration series' count in a scrape (0 when absent). */
function countOf(text: string, route: string, status: number): number {
  const line = `club_http_request_duration_seconds_count{route="${route}",method="GET",status_code="${status}"} `;
  const found = text.split('\n').find((candidate) => candidate.startsWith(line));
  return found ? Number(found.slice(line.length)) : 0;
}
