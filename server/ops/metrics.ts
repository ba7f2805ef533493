import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/db.ts';
import type { PaymentFlowLabel } from '../purchase/flow.ts';

/** This process's own counts: every module that counts something adds to these. */
const processRegistry = new Registry();

/** The label of requests no route matched (404s, the app's pages), so a scan of random paths adds no series. */
export const UNMATCHED_ROUTE = '(unmatched)';

const requestDuration = new Histogram({
  name: 'club_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern, method and status code',
  labelNames: ['route', 'method', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

const admissions = new Counter({
  name: 'club_queue_admissions_total',
  help: 'Members let in from the queue by this process',
  registers: [processRegistry],
});

const payments = new Counter({
  name: 'club_payments_total',
  help: 'Payment outcomes applied by this process, by flow and resulting payment status',
  labelNames: ['flow', 'outcome'] as const,
  registers: [processRegistry],
});

// Every series from the start at 0, so a rate over the first outcome is right.
for (const flow of ['seat_change', 'signup', 'ticket', 'renewal']) for (const outcome of ['APPROVED', 'DECLINED', 'REFUND_PENDING']) payments.inc({ flow, outcome }, 0);

const mails = new Counter({
  name: 'club_mails_total',
  help: 'Mail delivery outcomes of this process: sent (accepted by the SMTP relay), retried (a temporary failure), failed (refused for good, or given up)',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});
for (const outcome of ['sent', 'retried', 'failed']) mails.inc({ outcome }, 0);

/** The socket.io servers of this process (one per app with the queue tracker on). */
const socketServers = new Set<{ engine: { clientsCount: number } }>();
new Gauge({
  name: 'club_socket_connections',
  help: 'Queue tracker connections open on this process',
  registers: [processRegistry],
  collect() {
    this.set([...socketServers].reduce((sum, io) => sum + io.engine.clientsCount, 0));
  },
});

/** The queue let `count` members in. */
export function countAdmissions(count: number): void {
  if (count > 0) admissions.inc(count);
}

/** A payment's outcome was applied (APPROVED, DECLINED, REFUND_PENDING). */
export function countPaymentOutcome(flow: PaymentFlowLabel, outcome: string): void {
  payments.inc({ flow, outcome });
}

/** A mail's delivery attempt ended: sent, retried later, or failed for good. */
export function countMailOutcome(outcome: 'sent' | 'retried' | 'failed'): void {
  mails.inc({ outcome });
}

/** Times every answer of the app by its route pattern (never the raw URL: bounded series). */
export function recordRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { route: request.routeOptions.url ?? UNMATCHED_ROUTE, method: request.method, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/** Counts the queue tracker's connections until the app closes. */
export function watchSockets(app: FastifyInstance, io: { engine: { clientsCount: number } }): void {
  socketServers.add(io);
  app.addHook('onClose', async () => void socketServers.delete(io));
}

/** Database-wide figures are read at most this often, whatever the scrape rate. */
const DATABASE_READ_MS = 5000;

interface DatabaseFigures {
  waiting: number;
  inside: number;
  held: number;
  sold: number;
  mailsQueued: number;
  mailsSending: number;
}

/** The figures of the whole database, read once per period for every scrape and gauge. */
function databaseFigures(db: Db, readMs: number): () => Promise<DatabaseFigures | undefined> {
  let last: { at: number; figures: Promise<DatabaseFigures | undefined> } | undefined;
  const read = async (): Promise<DatabaseFigures | undefined> => {
    const { rows } = await db.query<DatabaseFigures>(
      `SELECT (SELECT count(*) FROM queue_entries WHERE admitted_at IS NULL)::int AS waiting,
              (SELECT count(*) FROM queue_entries WHERE admitted_at IS NOT NULL)::int AS inside,
              (SELECT count(*) FROM seat_claims WHERE kind = 'HELD' AND expires_at > now())::int AS held,
              (SELECT count(*) FROM seat_claims WHERE kind = 'SOLD')::int AS sold,
              (SELECT count(*) FROM mail_outbox WHERE state = 'queued' AND channel = 'mail')::int AS "mailsQueued",
              (SELECT count(*) FROM mail_outbox WHERE state = 'sending')::int AS "mailsSending"`,
    );
    return rows[0];
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= readMs) last = { at: now, figures: read().catch(() => undefined) };
    return last.figures;
  };
}

/** The gauges read from the database and the PostgreSQL pool (none on PGlite), on a registry of their own. */
function databaseRegistry(db: Db, readMs: number): Registry {
  const registry = new Registry();
  const figures = databaseFigures(db, readMs);
  const fromDatabase = (name: string, help: string, pick: (figures: DatabaseFigures) => number) =>
    new Gauge({
      name,
      help: `${help} (whole database: the same in every process)`,
      registers: [registry],
      async collect() {
        const read = await figures();
        if (read) this.set(pick(read)); // an unreachable database leaves the last value (readiness says why)
      },
    });
  // Read before the database gauges' query takes a connection, so the pool is seen as the app uses it.
  const pool = db.postgresPool;
  if (pool) {
    const fromPool = (name: string, help: string, read: () => number) =>
      new Gauge({ name, help, registers: [registry], collect() { this.set(read()); } });
    fromPool('club_db_pool_connections', 'PostgreSQL connections open in this process', () => pool.totalCount);
    fromPool('club_db_pool_idle_connections', 'PostgreSQL connections open and idle in this process', () => pool.idleCount);
    fromPool('club_db_pool_waiting_queries', 'Queries of this process waiting for a free connection', () => pool.waitingCount);
  }
  fromDatabase('club_queue_waiting', 'Members waiting in the queue', (f) => f.waiting);
  fromDatabase('club_queue_inside', 'Members admitted and inside the purchase routes', (f) => f.inside);
  fromDatabase('club_seats_held', 'Seats held by a seat change or a sign-up order, not expired', (f) => f.held);
  fromDatabase('club_seats_sold', 'Seats sold', (f) => f.sold);
  // Only the states the partial indexes of 0021 cover: counting sent mails would read the whole outbox.
  new Gauge({
    name: 'club_mails_outbox',
    help: 'Mails waiting in the outbox, by state: queued (for their next attempt) or sending (whole database: the same in every process)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const read = await figures();
      if (!read) return;
      this.set({ state: 'queued' }, read.mailsQueued);
      this.set({ state: 'sending' }, read.mailsSending);
    },
  });
  collectDefaultMetrics({ register: registry });
  return registry;
}

export interface MetricsListenOptions {
  db: Db;
  port: number;
  host: string;
  /** How often the database-wide gauges are read at most (DATABASE_READ_MS). */
  databaseReadMs?: number;
}

/**
 * The Prometheus endpoint, GET /metrics on a listener of its own (METRICS_PORT, loopback by
 * default), never on the public port: the figures are the club's, not the visitors'.
 */
export async function listenForMetrics({ db, port, host, databaseReadMs = DATABASE_READ_MS }: MetricsListenOptions): Promise<Server> {
  const registry = Registry.merge([processRegistry, databaseRegistry(db, databaseReadMs)]);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
