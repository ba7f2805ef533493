import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from '../../src/api/html-policy/index.ts';

/**
 * The thread that sanitises CMS pages for the server (sanitizer-thread.ts), with the browser's
 * policy over jsdom's DOM. jsdom lives and dies with this thread, never in the server's own heap.
 */
const sanitizer = createHtmlSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis);

parentPort!.on('message', ({ id, html }: { id: number; html: string }) => {
  parentPort!.postMessage({ id, safe: sanitizer.sanitize(html) });
});
