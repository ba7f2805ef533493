#!/usr/bin/env node
/**
 * The size budget of the public pages, in `npm test` after the build: bytes, never time. Each page
 * of scripts/initial-load.mjs's PUBLIC_PAGES must load at most its budget of initial JS (gzip), and
 * no page may load private-area code up front. On a failure it prints what grew against the
 * record in scripts/size-budget.json (chunks by name, without their hash).
 *
 *   node scripts/check-size-budget.mjs [--record] [distDir]
 * --record rewrites the record from this build (after an intended change; commit it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readManifest } from './manifest.mjs';
import { chunkSources, fileSizes, initialLoad, PUBLIC_PAGES } from './initial-load.mjs';

const BUDGET_FILE = 'scripts/size-budget.json';
/** The private area's screens: never in a public page's first load. */
const PRIVATE_AREA = /^src\/(features\/(account|groups|seat-change|signup)\/|app\/pages\/)/;
/** The route table's list of profile paths is not a screen: the shell needs it to match addresses. */
const SHELL_NEEDS = new Set(['src/features/account/profile-kinds.ts']);

const args = process.argv.slice(2);
const record = args.includes('--record');
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const config = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
const manifest = readManifest(dist);
/** "assets/config-CJyaGztY.js" → "config" (names repeat across builds; hashes do not). */
const chunkName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
/** The name, and where two chunks share one ("api"), the first source file it holds. */
function chunkKey(file, files) {
  const name = chunkName(file);
  if (files.filter((other) => chunkName(other) === name).length === 1) return name;
  return `${name} (${chunkSources(dist, file).find((source) => source.startsWith('src/')) ?? file})`;
}

const failures = [];
const rows = [];
const pathWidth = Math.max(...PUBLIC_PAGES.map((page) => page.path.length)) + 1;
const newRecord = {};
for (const page of PUBLIC_PAGES) {
  const load = initialLoad(dist, manifest, page);
  const kind = load.html.prerendered ? 'prerendered' : 'browser-rendered';
  const budget = config.budgets[kind];
  const chunks = Object.fromEntries(load.js.map((file) => [chunkKey(file, load.js), fileSizes(dist, file).gzip]));
  const total = Object.values(chunks).reduce((sum, size) => sum + size, 0);
  newRecord[page.path] = chunks;
  rows.push(`${page.path.padEnd(pathWidth)} ${kind.padEnd(17)} ${(total / 1000).toFixed(1).padStart(7)} kB  budget ${(budget / 1000).toFixed(0)} kB`);
  if (total > budget) failures.push({ page: page.path, reason: `${(total / 1000).toFixed(1)} kB of initial JS, over its ${(budget / 1000).toFixed(0)} kB budget`, chunks });
  const privateCode = [...new Set(load.js.flatMap((file) => chunkSources(dist, file)))].filter((source) => PRIVATE_AREA.test(source) && !SHELL_NEEDS.has(source));
  if (privateCode.length) failures.push({ page: page.path, reason: `loads private-area code up front: ${privateCode.join(', ')}` });
}

console.log('initial JS per public page (gzip)\n' + rows.join('\n'));
if (record) {
  writeFileSync(BUDGET_FILE, `${JSON.stringify({ ...config, record: newRecord }, null, 2)}\n`);
  console.log(`\nrecord rewritten in ${BUDGET_FILE}`);
}
for (const failure of failures) {
  console.log(`\n✗ ${failure.page}: ${failure.reason}`);
  if (!failure.chunks) continue;
  const before = config.record[failure.page] ?? {};
  const grew = Object.entries(failure.chunks)
    .map(([name, size]) => [name, size - (before[name] ?? 0), before[name] === undefined])
    .filter(([, delta]) => delta > 0)
    .sort((a, b) => b[1] - a[1]);
  for (const [name, delta, added] of grew) console.log(`  ${added ? 'new  ' : 'grew '} ${name.padEnd(32)} +${(delta / 1000).toFixed(1)} kB`);
  if (grew.length === 0) {
    console.log('  nothing grew against the record; the largest chunks:');
    const largest = Object.entries(failure.chunks).sort((a, b) => b[1] - a[1]).slice(0, 5);
    for (const [name, size] of largest) console.log(`        ${name.padEnd(32)} ${(size / 1000).toFixed(1)} kB`);
  }
}
console.log(failures.length ? `\nsize budget: ${failures.length} failure(s)` : '\nsize budget: every public page within budget, no private-area code up front');
process.exit(failures.length ? 1 : 0);
