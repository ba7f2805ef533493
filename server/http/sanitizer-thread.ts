import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Beside this file: the TypeScript source in development and tests, the built file in dist-server/. */
const WORKER_FILE = new URL(`./sanitizer-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
/**
 * A thread with nothing to do ends after this long. Filled pages are cached, so it runs for a
 * page's first visit after a start or an edit; jsdom in it holds some 40 MB while it lives.
 */
const IDLE_MS = 30_000;
/** A hostile or broken page exhausts the thread, not the server: its request fails alone. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

export interface SanitizerThread {
  /** The HTML made safe by the browser's policy (src/api/html-policy). */
  sanitize(html: string): Promise<string>;
  /** Ends the thread, if one runs; a later call starts another. */
  close(): Promise<void>;
}

interface Running {
  worker: Worker;
  pending: Map<number, { resolve: (safe: string) => void; reject: (error: Error) => void }>;
  idle?: NodeJS.Timeout;
}

/**
 * Sanitises HTML in a worker thread started at the first call and ended when idle, so that the
 * server's own heap never holds jsdom (loading it in the server cost 36 MB of live heap for good).
 */
export function sanitizerThread({ idleMs = IDLE_MS, file = WORKER_FILE }: { idleMs?: number; file?: URL } = {}): SanitizerThread {
  let running: Running | undefined;
  let nextId = 0;

  const end = (thread: Running): Promise<number> => {
    if (running === thread) running = undefined; // a call from now on starts a new thread
    clearTimeout(thread.idle);
    return thread.worker.terminate();
  };

  const start = (): Running => {
    const thread: Running = { worker: new Worker(file, { resourceLimits: RESOURCE_LIMITS }), pending: new Map() };
    const fail = (error: Error) => {
      if (running === thread) running = undefined;
      for (const { reject } of thread.pending.values()) reject(error);
      thread.pending.clear();
    };
    thread.worker.on('message', ({ id, safe }: { id: number; safe: string }) => {
      thread.pending.get(id)?.resolve(safe);
      thread.pending.delete(id);
      if (thread.pending.size === 0) thread.idle = setTimeout(() => void end(thread), idleMs);
    });
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => fail(new Error(`the sanitiser thread ended (exit code ${code})`)));
    thread.worker.unref(); // never what keeps the process alive
    return thread;
  };

  return {
    sanitize(html) {
      const thread = (running ??= start());
      clearTimeout(thread.idle);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ id, html });
      });
    },
    async close() {
      if (running) await end(running);
    },
  };
}
