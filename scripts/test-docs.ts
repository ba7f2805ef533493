/**
 * Opens every docs page of the built Storybook (storybook-static/, `npm run build-storybook`
 * first) in Chromium and fails if one does not render: Storybook's error display, an uncaught
 * exception, a console error, or a link to a story or docs page that does not exist.
 *
 *   npm run build-storybook && npm run test:docs
 *   npm run test:docs -- ui-seatmap docs-      # only the pages whose id contains one of these
 *   npm run test:docs -- --report out.json     # also writes {passed, failed} there (npm test)
 *   npm run test:docs -- --screens             # also a full-page screenshot of each page, to look at
 *
 * The screenshots (1280 px) go to storybook-static/docs-screens/<id>.png, beside the build they
 * show. npm test takes none: nothing compares them, and they cost it a page's settling time each.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type BrowserContext } from 'playwright';
import { testChromiumLaunchOptions } from './chromium.ts';

const ROOT = join(import.meta.dirname, '..', 'storybook-static');
/** Pages checked at once; the machine has two cores. */
const CONCURRENCY = 2;
/** After Storybook says the page is rendered, time for its stories (canvas, lazy parts) to draw. */
const SETTLE_MS = 500;
/**
 * Per wait. A page whose examples are in their own frames (the dialogs) loads the preview once per
 * frame: on a busy two-core machine that has taken over 30 s.
 */
const TIMEOUT_MS = 90_000;
/** Marks what the story frames log. */
const STORY_FRAME = '[story frame]';
const SCREENS = join(ROOT, 'docs-screens');

interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  title: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

function serve(root: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    // Cached: the pages share one browser context, whose HTTP cache then loads Storybook's preview once.
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
    createReadStream(file).pipe(response);
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() })),
  );
}

/**
 * The problems of one docs page; none when it rendered cleanly. Every page opens in one browser
 * context: its cache keeps the preview's code from page to page (41 s instead of 83 s for the 33
 * pages on two cores). As in the visual runner, which shares a page between stories, each story
 * renders from its args and decorators, not from what an earlier page left.
 */
async function checkPage(context: BrowserContext, base: string, entry: IndexEntry, ids: Set<string>, screens: boolean): Promise<string[]> {
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  const problems: string[] = [];
  // Examples shown in their own frame (the dialogs') run their play functions there, as in the
  // story view; their failures (and Storybook's own errors reporting them) are the storybook
  // runner's to report, not the docs page's. So: the docs page's uncaught errors, as console
  // errors; the frames' console errors marked.
  await page.addInitScript((marker) => {
    if (window === window.top) {
      window.addEventListener('error', (event) => console.error(`Uncaught: ${event.message}`));
      window.addEventListener('unhandledrejection', (event) => console.error(`Unhandled rejection: ${String(event.reason)}`));
      return;
    }
    const error = console.error.bind(console);
    console.error = (...args: unknown[]) => error(marker, ...args);
  }, STORY_FRAME);
  page.on('console', (message) => {
    const text = message.text();
    // A failed request is reported below with its address.
    if (message.type() !== 'error' || text.startsWith(STORY_FRAME) || text.startsWith('Failed to load resource')) return;
    problems.push(`console: ${text.split('\n')[0]}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  try {
    await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=docs`);
    // Storybook marks <body>: preparing, then the docs (sb-show-main) or the error display.
    await page.waitForFunction(() => {
      const classes = document.body.classList;
      return classes.contains('sb-show-errordisplay') || (classes.contains('sb-show-main') && !classes.contains('sb-show-preparing-docs'));
    });
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
      problems.push(`error display: ${(await page.locator('#error-message').textContent())?.trim()}`);
      return problems;
    }
    // Every docs page has a title: the component's name, or the MDX page's heading.
    await page.locator('#storybook-docs h1').first().waitFor();
    // Story frames load lazily: bring each into view and wait for its story (or its error).
    for (const element of await page.locator('#storybook-docs iframe').elementHandles()) {
      await element.scrollIntoViewIfNeeded();
      const frame = await element.contentFrame();
      if (!frame) continue;
      await frame.waitForURL(/iframe\.html/);
      const shown = await frame.waitForFunction(() => {
        const classes = document.body?.classList;
        return classes?.contains('sb-show-errordisplay') ? 'error' : classes?.contains('sb-show-main') ? 'story' : false;
      });
      if ((await shown.jsonValue()) === 'error') {
        problems.push(`example ${await element.getAttribute('title')}: ${(await frame.locator('#error-message').textContent())?.trim()}`);
      }
    }
    if (screens) {
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: join(SCREENS, `${entry.id}.png`), fullPage: true });
    }
    for (const href of await page.locator('#storybook-docs a[href^="?path="]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      const target = /^\?path=\/(?:story|docs)\/([^&]+)/.exec(href)?.[1];
      if (!target || !ids.has(target)) problems.push(`link to nothing: ${href}`);
    }
  } catch (error) {
    problems.push(`did not render: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return problems;
}

async function main() {
  if (!existsSync(join(ROOT, 'index.json'))) throw new Error('No storybook-static/index.json: run `npm run build-storybook` first');
  const { entries } = JSON.parse(readFileSync(join(ROOT, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const ids = new Set(Object.keys(entries));
  const args = process.argv.slice(2);
  const reportAt = args.indexOf('--report');
  const report = reportAt >= 0 ? args.splice(reportAt, 2)[1] : undefined;
  const screensAt = args.indexOf('--screens');
  const screens = screensAt >= 0 && args.splice(screensAt, 1).length > 0;
  const only = args;
  const docs = Object.values(entries).filter((entry) => entry.type === 'docs' && (only.length === 0 || only.some((part) => entry.id.includes(part))));
  const started = performance.now();
  if (screens) mkdirSync(SCREENS, { recursive: true });
  const server = await serve(ROOT);
  const browser = await chromium.launch(testChromiumLaunchOptions());
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const failures: string[] = [];
  try {
    const queue = [...docs];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const pageStarted = performance.now();
        const problems = await checkPage(context, server.url, entry, ids, screens);
        console.log(`${problems.length ? '✗' : '✓'} ${entry.id} (${((performance.now() - pageStarted) / 1000).toFixed(1)} s)`);
        for (const problem of problems) failures.push(`${entry.id}: ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await browser.close();
    server.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const failedPages = new Set(failures.map((failure) => failure.slice(0, failure.indexOf(':')))).size;
  if (report) writeFileSync(report, JSON.stringify({ passed: docs.length - failedPages, failed: failedPages }));
  if (failures.length) {
    console.error(`\n${failures.length} problem(s) in ${docs.length} docs pages (${seconds} s):\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(`\n${docs.length} docs pages render without errors (${seconds} s)`);
}

await main();
