import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db/db.ts';

export const LIVE_PATH = '/health/live';
export const READY_PATH = '/health/ready';

/** Why a process is not ready: still migrating, shutting down, or its database does not answer. */
export type NotReadyReason = 'starting' | 'draining' | 'database';
export type ReadinessAnswer = { ready: true } | { ready: false; reason: NotReadyReason };

export interface ReadinessOptions {
  /** A probe slower than this counts as a database that does not answer. */
  probeTimeoutMs?: number;
  /** A probe's answer is reused this long: a flood of readiness checks costs one query a period. */
  probeCacheMs?: number;
}

export interface Readiness {
  readonly state: 'starting' | 'ready' | 'draining';
  /** Migrations and seed are done: the process may take requests. */
  markReady(): void;
  /** Shutting down: never ready again. */
  markDraining(): void;
  check(): Promise<ReadinessAnswer>;
}

/** A process's readiness: its own state, then whether its database answers `SELECT 1` in time. */
export function createReadiness(db: Queryable, options: ReadinessOptions = {}): Readiness {
  const timeoutMs = options.probeTimeoutMs ?? 1000;
  const cacheMs = options.probeCacheMs ?? 1000;
  let state: Readiness['state'] = 'starting';
  let last: { at: number; answers: Promise<boolean> } | undefined;
  /** A probe that has not settled yet: never a second one beside it (a hung pool would pile them up). */
  let pending: Promise<unknown> | undefined;

  const probe = (): Promise<boolean> => {
    if (pending) return Promise.resolve(false);
    const query = db.query('SELECT 1');
    pending = query;
    void query.then(
      () => (pending = undefined),
      () => (pending = undefined),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
    return Promise.race([query.then(() => true, () => false), late]).finally(() => clearTimeout(timer));
  };

  return {
    get state() {
      return state;
    },
    markReady: () => {
      if (state === 'starting') state = 'ready';
    },
    markDraining: () => {
      state = 'draining';
    },
    async check() {
      if (state !== 'ready') return { ready: false, reason: state };
      const now = Date.now();
      if (!last || now - last.at >= cacheMs) last = { at: now, answers: probe() };
      const answers = await last.answers;
      // Draining may have begun while the probe ran.
      if (state !== 'ready') return { ready: false, reason: state };
      return answers ? { ready: true } : { ready: false, reason: 'database' };
    },
  };
}

/**
 * Answers GET/HEAD /health/live and /health/ready (any query ignored) outside the app: cheap,
 * never logged per request, never cached. False for any other request.
 */
export function answerHealth(readiness: Readiness, request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.url ?? '').split('?')[0];
  if (path === LIVE_PATH) {
    sendJson(response, 200, { status: 'live' });
    return true;
  }
  if (path !== READY_PATH) return false;
  readiness.check().then(
    (answer) => sendJson(response, answer.ready ? 200 : 503, answer.ready ? { status: 'ready' } : { status: answer.reason }),
    () => sendJson(response, 503, { status: 'database' }),
  );
  return true;
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(text);
}
