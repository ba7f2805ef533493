import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sanitizerThread } from './sanitizer-thread.ts';

/** A stand-in worker that answers with its thread's id, and ends on 'crash'. */
const dir = mkdtempSync(join(tmpdir(), 'club-sanitizer-'));
const idWorker = pathToFileURL(join(dir, 'id-worker.mjs'));
writeFileSync(
  idWorker,
  `import { parentPort, threadId } from 'node:worker_threads';
   parentPort.on('message', ({ id, html }) => (html === 'crash' ? process.exit(3) : parentPort.postMessage({ id, safe: String(threadId) })));`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The next turn of the timers: an idle delay of 0 has run by then. */
const nextTimers = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the sanitiser thread', () => {
  it('sanitises with the browser policy', async () => {
    const sanitizer = sanitizerThread();
    try {
      const safe = await sanitizer.sanitize('<p onclick="steal()">Hola <script>steal()</script><a href="javascript:steal()">enlace</a></p>');
      expect(safe).toBe('<p>Hola <a>enlace</a></p>');
    } finally {
      await sanitizer.close();
    }
  });

  it('serves calls made together from one thread, ends it when idle and starts another later', async () => {
    const sanitizer = sanitizerThread({ idleMs: 0, file: idWorker });
    const [first, second] = await Promise.all([sanitizer.sanitize('a'), sanitizer.sanitize('b')]);
    expect(first).toBe(second);
    await nextTimers();
    expect(await sanitizer.sanitize('c')).not.toBe(first);
    await sanitizer.close();
  });

  it('fails the calls of a thread that dies, and the next call gets a new thread', async () => {
    const sanitizer = sanitizerThread({ file: idWorker });
    const before = await sanitizer.sanitize('a');
    await expect(sanitizer.sanitize('crash')).rejects.toThrow('the sanitiser thread ended (exit code 3)');
    const after = await sanitizer.sanitize('b');
    expect(after).not.toBe(before);
    await sanitizer.close();
  });
});
