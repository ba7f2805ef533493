#!/usr/bin/env node
/**
 * Lighthouse (mobile emulation, simulated throttling: its defaults) on the built site served by
 * the real API server, each page run several times; prints the median run by performance score,
 * the targets, and what keeps a category under 100. Figures only: targets never set the exit code.
 *
 *   npm run bench:lighthouse [-- --build] [-- --runs 3] [-- --lang es-ES] [-- --login MAIL] [-- /path ...]
 *
 * With --login, every run starts with a demo account's session (Demo2526! unless --password):
 * the private pages are measured as a member sees them. The session's cookies and the answered
 * cookie notice are put in the fresh Chrome before the run, and Lighthouse is told not to clear them.
 *
 * Needs dist/ (built when missing, or always with --build). Reports go to bench/results/.
 * Runs under `node --import tsx` so that it shares scripts/chromium.ts with the other tools.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium.ts';
import { COOKIE_NOTICE_KEY } from '../src/app/shell/cookie-consent.ts';
import { table } from './table.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** The campaign, then the pages its calls to action lead to: the sign-up's first step, the login, a CMS page. */
const DEFAULT_PATHS = ['/', '/abonos/joven', '/hazte-abonado/datos-personales-base', '/abonado', '/aviso-legal'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Issue targets, scores out of 100. */
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const SERVER_START_TIMEOUT_MS = 60_000;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    // The club's visitors are Spanish first (as in the e2e config); the app picks its language from the browser.
    lang: { type: 'string', default: 'es-ES' },
    login: { type: 'string' },
    password: { type: 'string', default: 'Demo2526!' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer (got ${options.runs})`);
const paths = positionals.length ? positionals : DEFAULT_PATHS;

/** Everything started here, stopped in `finally` and on Ctrl+C. */
const running = { server: undefined, chrome: undefined, dataDir: undefined };

async function main() {
  try {
    buildIfNeeded();
    const origin = await startServer();
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const resultsDir = join(ROOT, 'bench', 'results', `lighthouse-${stamp}`);
    mkdirSync(resultsDir, { recursive: true });

    const cookies = options.login ? await loginCookies(origin) : [];
    const pages = [];
    for (const path of paths) pages.push(await auditPage(origin, path, resultsDir, cookies));

    printSummary(pages);
    for (const page of pages) printDetails(page);
    writeFileSync(join(resultsDir, 'summary.json'), `${JSON.stringify(pages.map(summaryOf), null, 2)}\n`);
    console.log(`\nReports (every run as JSON, the median run also as HTML): ${relative(ROOT, resultsDir)}/`);
  } catch (error) {
    console.error(`\nbench:lighthouse failed: ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

function buildIfNeeded() {
  if (!options.build && existsSync(join(ROOT, 'dist', 'index.html'))) return;
  console.log(options.build ? 'Building (--build)…' : 'dist/index.html missing: building…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** The real server on a free port with a fresh embedded database, as e2e/playwright.config.ts does. */
async function startServer() {
  const port = await freePort();
  running.dataDir = mkdtempSync(join(tmpdir(), 'club-lighthouse-'));
  // A copy of dist/: a build started elsewhere during the runs must not change what is measured.
  // dist-ssr/ stays where its packages resolve; a build of another version is refused by the server.
  const distCopy = join(running.dataDir, 'dist');
  cpSync(join(ROOT, 'dist'), distCopy, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(running.dataDir, 'db'),
    DIST_DIR: distCopy,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'on',
  };
  delete env.DATABASE_URL; // always the throw-away embedded database, never someone's PostgreSQL
  delete env.MAINTENANCE_MODE;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.server = server;
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}:\n${output}`);
    const ready = await fetch(`${origin}/api/config/partners`).then((r) => r.ok, () => false);
    if (ready) {
      console.log(`Server ready at ${origin} (copy of dist/ and database in ${running.dataDir})`);
      await warmUp(origin);
      return origin;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output}`);
}

/** First requests pay for lazy server work (module loading, first DB queries); keep that out of run 1. */
async function warmUp(origin) {
  for (const path of paths) await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  await fetch(`${origin}/translations/${options.lang.slice(0, 2)}.json`).then((r) => r.text(), () => undefined);
}

/** The session's cookies of a demo account, as the browser would keep them after its login. */
async function loginCookies(origin) {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ mail: options.login, password: options.password }),
  });
  if (!response.ok) throw new Error(`login of ${options.login} failed: HTTP ${response.status}`);
  const { hostname } = new URL(origin);
  return response.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, ...value] = pair.split('=');
    const has = (attribute) => attributes.some((a) => a.toLowerCase() === attribute);
    return { name, value: value.join('='), domain: hostname, path: '/', httpOnly: has('httponly'), secure: has('secure') };
  });
}

/**
 * The browser as a member's after their login: the session's cookies, and the cookie notice they
 * answered on the login page (kept in localStorage, as src/app/shell/cookie-consent.ts does). Done
 * through the DevTools protocol: cookies for the whole browser, the notice in a tab of the site.
 */
async function prepareMemberBrowser(port, origin, cookies) {
  const { webSocketDebuggerUrl } = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.json());
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolveOpen, reject) => {
    socket.onopen = resolveOpen;
    socket.onerror = () => reject(new Error('no DevTools connection'));
  });
  let lastId = 0;
  const waiting = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    const key = message.id ?? `${message.sessionId}:${message.method}`;
    const answer = waiting.get(key);
    if (!answer) return;
    waiting.delete(key);
    if (message.error) answer.reject(new Error(`DevTools: ${message.error.message}`));
    else answer.resolve(message.result ?? message.params);
  };
  const until = (key) => new Promise((resolve, reject) => waiting.set(key, { resolve, reject }));
  const send = (method, params = {}, sessionId) => {
    const id = ++lastId;
    socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return until(id);
  };
  try {
    await send('Storage.setCookies', { cookies });
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    await send('Page.enable', {}, sessionId);
    const loaded = until(`${sessionId}:Page.loadEventFired`);
    await send('Page.navigate', { url: `${origin}/robots.txt` }, sessionId);
    await loaded;
    await send('Runtime.evaluate', { expression: `localStorage.setItem('${COOKIE_NOTICE_KEY}', 'true')` }, sessionId);
    await send('Target.closeTarget', { targetId });
  } finally {
    socket.close();
  }
}

async function auditPage(origin, path, resultsDir, cookies) {
  const url = `${origin}${path}`;
  const slug = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-');
  const results = [];
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`Lighthouse ${path} run ${run}/${runs}… `);
    const result = await runLighthouse(url, cookies);
    writeFileSync(join(resultsDir, `${slug}-run${run}.json`), result.json);
    if (result.lhr.runtimeError) {
      console.log(`error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      continue;
    }
    // Lighthouse's CPU benchmark: a low figure means the machine was busy and the run is pessimistic.
    console.log(`performance ${score(result.lhr, 'performance')} (CPU benchmark index ${Math.round(result.lhr.environment.benchmarkIndex)})`);
    results.push({ run, ...result });
  }
  if (!results.length) throw new Error(`every Lighthouse run of ${path} failed; see ${relative(ROOT, resultsDir)}`);
  // Median by performance score; the other categories barely vary between runs.
  const perf = (r) => r.lhr.categories.performance.score ?? 0;
  const sorted = [...results].sort((a, b) => perf(a) - perf(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  writeFileSync(join(resultsDir, `${slug}-median.html`), median.html);
  return {
    path,
    median,
    performanceScores: results.map((r) => score(r.lhr, 'performance')),
    benchmarkIndexes: results.map((r) => Math.round(r.lhr.environment.benchmarkIndex)),
  };
}

/** One fresh Chrome per run: no cache, storage or warmed-up compiler carried between runs. */
async function runLighthouse(url, cookies) {
  running.chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutablePath(),
    // Headless Chromium ignores --lang; --accept-lang sets navigator.languages and Accept-Language.
    chromeFlags: ['--headless=new', ...chromiumArgs, `--accept-lang=${options.lang}`],
    logLevel: 'silent',
    handleSIGINT: false, // its handler exits at once, before our clean-up has stopped the server
  });
  try {
    if (cookies.length) await prepareMemberBrowser(running.chrome.port, new URL(url).origin, cookies);
    // No config: Lighthouse's defaults are mobile emulation (Moto G Power) and simulated slow 4G + 4x CPU.
    const result = await lighthouse(url, {
      port: running.chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The session set above stays; the browser is new for each run, so nothing else is carried.
      disableStorageReset: cookies.length > 0,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const [json, html] = result.report;
    return { lhr: result.lhr, json, html };
  } finally {
    await stopChrome();
  }
}

async function stopChrome() {
  const chrome = running.chrome;
  running.chrome = undefined;
  if (chrome) await Promise.resolve(chrome.kill()).catch(() => undefined);
}

async function stopServer() {
  const server = running.server;
  running.server = undefined;
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

let cleaning;
/** Once, however many callers (the `finally` of main and a signal can race): each waits for the same end. */
function cleanUp() {
  cleaning ??= (async () => {
    await stopChrome();
    await stopServer();
    if (running.dataDir) rmSync(running.dataDir, { recursive: true, force: true });
    running.dataDir = undefined;
  })();
  return cleaning;
}

// ---------------------------------------------------------------- printing

const score = (lhr, id) => (lhr.categories[id]?.score == null ? '–' : Math.round(lhr.categories[id].score * 100));
const audit = (lhr, id) => lhr.audits[id];
const ms = (value) => (value == null ? '–' : Math.round(value).toString());
const seconds = (value) => (value == null ? '–' : (value / 1000).toFixed(2));
const kib = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
const shortUrl = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') || '/' : String(url ?? ''));


function summaryOf(page) {
  const { lhr } = page.median;
  const metric = (id) => audit(lhr, id)?.numericValue ?? null;
  return {
    path: page.path,
    medianRun: page.median.run,
    performanceScores: page.performanceScores,
    benchmarkIndexes: page.benchmarkIndexes,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr, id)])),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    speedIndexMs: metric('speed-index'),
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
  };
}

function printSummary(pages) {
  const first = pages[0].median.lhr;
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor} emulation, ${first.configSettings.throttlingMethod} throttling, ` +
      `browser language ${options.lang}; ${runs} run(s) per URL, median run by performance score shown.\n`,
  );
  const mark = (id, value) => (typeof value === 'number' && value < TARGETS[id] ? `${value} ✗` : String(value));
  table(
    ['URL', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'SI s', 'perf of each run'],
    'lrrrrrrrrrl',
    pages.map((page) => {
      const s = summaryOf(page);
      return [
        page.path,
        mark('performance', s.scores.performance),
        mark('accessibility', s.scores.accessibility),
        mark('best-practices', s.scores['best-practices']),
        mark('seo', s.scores.seo),
        seconds(s.lcpMs),
        s.cls == null ? '–' : s.cls.toFixed(3),
        ms(s.tbtMs),
        seconds(s.fcpMs),
        seconds(s.speedIndexMs),
        `${page.performanceScores.join(', ')} (median: run ${page.median.run})`,
      ];
    }),
  );
  console.log(
    `targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `best practices ${TARGETS['best-practices']}, SEO ${TARGETS.seo} (✗ = missed)`,
  );
  const [load] = loadavg();
  console.log(
    `Caveat: simulated throttling on a ${cpus().length}-CPU machine (load average ${load.toFixed(1)} at the end); ` +
      'other work running at the same time lowers performance. Compare runs on the same idle machine, not with PageSpeed Insights.',
  );
}

/** Audits that cost points: the ones Lighthouse's report shows as failed or needing work. */
function failingAudits(lhr, categoryId) {
  const ignored = new Set(['notApplicable', 'manual', 'informative']);
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.group !== 'hidden') // the 'insights' duplicates of the classic audits
    .map((ref) => audit(lhr, ref.id))
    .filter((a) => a && !ignored.has(a.scoreDisplayMode) && (a.scoreDisplayMode === 'error' || (a.score !== null && a.score < 0.9)))
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
}

function printDetails(page) {
  const { lhr } = page.median;
  console.log(`\n=== ${page.path} (median run ${page.median.run}) ===`);
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (category.score === 1) continue;
    const failing = failingAudits(lhr, id);
    console.log(`\n${category.title} ${score(lhr, id)}: ${failing.length ? 'audits to fix' : 'no single failing audit (metric scores just under 1)'}`);
    for (const a of failing) {
      const value = a.displayValue ? ` — ${a.displayValue}` : '';
      const error = a.scoreDisplayMode === 'error' ? ` — audit error: ${a.errorMessage}` : '';
      console.log(`  ${a.id}: ${a.title}${value}${error} (score ${a.score ?? '–'})`);
      for (const item of (a.details?.items ?? []).slice(0, 5)) {
        const where = describeItem(item);
        if (where) console.log(`      ${where.length > 200 ? `${where.slice(0, 199)}…` : where}`);
      }
    }
  }
  printPerformanceDiagnostics(lhr);
}

/** One line for a row of an audit's details table: the element, the URL, the message. */
function describeItem(item) {
  const url = item.url ?? item.sourceLocation?.url ?? item.source?.url;
  // Layout shifts name their root causes (unsized image, web font, injected content) in sub-items.
  const causes = [...new Set((item.subItems?.items ?? []).map((sub) => sub.cause).filter(Boolean))];
  const snippet = item.node?.snippet;
  const parts = [
    snippet && snippet.length > 110 ? `${snippet.slice(0, 109)}…` : snippet,
    typeof url === 'string' ? shortUrl(url) : undefined,
    item.description,
    causes.length ? `cause: ${causes.join('; ')}` : undefined,
  ];
  return parts.filter((part) => typeof part === 'string' && part).join(' — ');
}

/** What the next person needs to move LCP and TBT, even when the score is fine. */
function printPerformanceDiagnostics(lhr) {
  console.log('\nPerformance diagnostics');
  const lcpElement = audit(lhr, 'largest-contentful-paint-element');
  const tables = lcpElement?.details?.items ?? [];
  const element = tables[0]?.items?.[0]?.node;
  if (element) console.log(`  LCP element: ${element.nodeLabel ?? ''} ${element.snippet ?? ''}`.slice(0, 200));
  const phases = tables[1]?.items ?? [];
  if (phases.length) console.log(`  LCP breakdown: ${phases.map((p) => `${p.phase} ${ms(p.timing)} ms`).join(', ')}`);

  const listed = (id, label, describe, limit = 6) => {
    const a = audit(lhr, id);
    const items = a?.details?.items ?? [];
    if (!a || a.scoreDisplayMode === 'notApplicable' || !items.length) {
      console.log(`  ${label}: none`);
      return;
    }
    console.log(`  ${label}${a.displayValue ? ` (${a.displayValue})` : ''}:`);
    for (const item of items.slice(0, limit)) console.log(`      ${describe(item)}`);
  };
  listed('render-blocking-resources', 'render-blocking resources', (i) => `${shortUrl(i.url)}  ${kib(i.totalBytes)}  ${ms(i.wastedMs)} ms`);
  listed('unused-javascript', 'unused JS', (i) => `${shortUrl(i.url)}  ${kib(i.wastedBytes)} unused of ${kib(i.totalBytes)}`);
  listed('unused-css-rules', 'unused CSS', (i) => `${shortUrl(i.url)}  ${kib(i.wastedBytes)} unused of ${kib(i.totalBytes)}`);
  listed('bootup-time', 'JS execution (TBT sources)', (i) => `${shortUrl(i.url)}  total ${ms(i.total)} ms, script ${ms(i.scripting)} ms, parse ${ms(i.scriptParseCompile)} ms`);
  listed('long-tasks', 'long main-thread tasks', (i) => `${shortUrl(i.url)}  ${ms(i.duration)} ms at ${ms(i.startTime)} ms`);
  listed('mainthread-work-breakdown', 'main-thread work', (i) => `${i.groupLabel ?? i.group}  ${ms(i.duration)} ms`);
  const chain = audit(lhr, 'network-dependency-tree-insight') ?? audit(lhr, 'critical-request-chains');
  if (chain?.displayValue) console.log(`  critical request chains: ${chain.displayValue}`);
  const ttfb = audit(lhr, 'server-response-time');
  if (ttfb?.numericValue != null) console.log(`  document response (observed, localhost): ${ms(ttfb.numericValue)} ms`);
  // Lighthouse skips (no penalty) rather than fails the SEO audit when /robots.txt answers 4xx or is empty.
  if (audit(lhr, 'robots-txt')?.scoreDisplayMode === 'notApplicable') console.log('  robots.txt: missing or empty (SEO audit skipped)');
}

// Started last: the helpers above are `const`s that must be initialised before main() uses them.
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
process.once('SIGTERM', () => void cleanUp().finally(() => process.exit(143)));
await main();
