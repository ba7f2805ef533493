#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck, unit, server, story (visual), docs, size budget and e2e tests, in that order, all run even if one fails.
 * Ends with one line "N passed, N failed": tests summed over all runners, plus one failure per failed check.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { visualChromiumUnsupported } from './visual-chromium-support.mjs';

const results = [];
const started = Date.now();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

/** Every Vitest test file's own time (files run in parallel: they add up to more than the runner's). */
const slowest = [];

/** Seconds the last run() took, for the summary's time column. */
let lastSeconds = 0;

function run(command, args, env = process.env) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const start = Date.now();
  const ok = spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
  lastSeconds = Math.round((Date.now() - start) / 1000);
  return ok;
}

function check(name, command, args) {
  const ok = run(command, args);
  results.push({ name, passed: 0, failed: ok ? 0 : 1, seconds: lastSeconds, note: ok ? 'ok' : 'FAILED' });
}

/**
 * Checks that each use one core (ESLint, tsc) run side by side: on two cores lint and typecheck
 * take 43 s together instead of 57 s one after the other. Each one's output is printed whole
 * when it ends, and each keeps its own row and seconds.
 */
async function checksSideBySide(checks) {
  const outcomes = await Promise.all(
    checks.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const start = Date.now();
          const output = [];
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          let ended = false;
          const done = (ok) => {
            if (ended) return; // 'error' and then 'close' when the command cannot start
            ended = true;
            console.log(`\n▶ ${command} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            resolve({ name, ok, seconds: Math.round((Date.now() - start) / 1000) });
          };
          child.on('error', (error) => {
            output.push(Buffer.from(`${error.message}\n`));
            done(false);
          });
          child.on('close', (code) => done(code === 0));
        }),
    ),
  );
  for (const { name, ok, seconds } of outcomes) results.push({ name, passed: 0, failed: ok ? 0 : 1, seconds, note: ok ? 'ok' : 'FAILED' });
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

function vitestProject(project, extraArgs = [], { name = project, env = process.env } = {}) {
  const out = `test-results/vitest-${name}.json`;
  const ok = run('npx', ['vitest', 'run', '--project', project, ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  const report = readJson(out);
  slowest.push(...(report?.testResults ?? []).map((file) => ({ runner: name, file: file.name, seconds: (file.endTime - file.startTime) / 1000 })));
  const passed = report?.numPassedTests ?? 0;
  const failed = (report?.numFailedTests ?? 0) + (ok || report?.numFailedTests ? 0 : 1);
  results.push({ name, passed, failed, seconds: lastSeconds, note: report ? '' : 'no report' });
}

function e2e() {
  const ok = run('npx', ['playwright', 'test']);
  const stats = readJson('test-results/e2e.json')?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (ok || stats?.unexpected ? 0 : 1);
  results.push({ name: 'e2e', passed, failed, seconds: lastSeconds, note: stats ? '' : 'no report' });
}

function docs() {
  const ok = run('npx', ['tsx', 'scripts/test-docs.ts', '--report', 'test-results/docs.json']);
  const report = readJson('test-results/docs.json');
  const failed = (report?.failed ?? 0) + (ok || report?.failed ? 0 : 1);
  results.push({ name: 'docs', passed: report?.passed ?? 0, failed, seconds: lastSeconds, note: report ? '' : 'no report' });
}

await checksSideBySide([
  { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
]);
vitestProject('unit');
// The server suite on the embedded PGlite, then again on PostgreSQL when a URL is given (.ci/run starts one).
const embeddedEnv = { ...process.env };
delete embeddedEnv.TEST_DATABASE_URL;
delete embeddedEnv.DATABASE_URL;
vitestProject('server', [], { env: embeddedEnv });
if (process.env.TEST_DATABASE_URL) {
  vitestProject('server', [], { name: 'server-pg', env: { ...embeddedEnv, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } });
}
// Every story, rendered as Storybook renders it (play function, then axe), screenshotted at 375 and
// 1280 px against the committed baselines; never writes one (a story without a baseline fails).
// Where the visual runner's pinned Chromium cannot run: in CI a failure; elsewhere the stories
// still run once, with axe, in the machine's Chromium (the 'storybook' project), without pixels.
const visualUnsupported = visualChromiumUnsupported();
if (!visualUnsupported) vitestProject('visual', ['--update=none']);
else if (process.env.CI) {
  console.log(`\n▶ visual: not run, ${visualUnsupported}`);
  results.push({ name: 'visual', passed: 0, failed: 1, seconds: 0, note: 'NOT RUN' });
} else {
  console.log(`\n▶ visual: not run, ${visualUnsupported}; the stories run without screenshots`);
  vitestProject('storybook');
}
// The docs pages (autodocs and MDX) of the built Storybook, opened in Chromium (scripts/test-docs.ts).
check('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
docs();
check('build', 'node', ['scripts/build.mjs']);
// The public pages' initial JS against its budget (bytes), and no private-area code up front.
check('size budget', 'node', ['scripts/check-size-budget.mjs']);
e2e();

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log('\nslowest test files (seconds, each file on its own worker)');
for (const { runner, file, seconds } of slowest.sort((a, b) => b.seconds - a.seconds).slice(0, 8)) {
  console.log(`${seconds.toFixed(0).padStart(5)}  ${runner.padEnd(10)} ${file.replace(`${process.cwd()}/`, '')}`);
}
console.log('\nrunner      passed  failed  seconds');
for (const r of results) {
  console.log(`${r.name.padEnd(11)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.seconds).padStart(7)}  ${r.note}`);
}
console.log(`wall time ${minutes} min on Node ${process.versions.node}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
