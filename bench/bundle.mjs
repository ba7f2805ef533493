#!/usr/bin/env node
/**
 * Prints the size of what the browser must download before `/` can render: the entry script and
 * every module it preloads, the CSS, raw and gzip. Run after `npm run build`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

function sizes(file) {
  const content = readFileSync(join(dist, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

const rows = initial.map(sizes);
const kb = (n) => (n / 1024).toFixed(1).padStart(8);
console.log('initial assets of /                       raw KiB  gzip KiB');
for (const r of rows) console.log(`${r.file.padEnd(40)} ${kb(r.raw)}  ${kb(r.gzip)}`);
for (const type of ['js', 'css']) {
  const of = rows.filter((r) => r.file.endsWith(`.${type}`));
  const raw = of.reduce((s, r) => s + r.raw, 0);
  const gzip = of.reduce((s, r) => s + r.gzip, 0);
  console.log(`${`total initial ${type}`.padEnd(40)} ${kb(raw)}  ${kb(gzip)}`);
}
const lazy = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`));
const lazyBytes = lazy.reduce((s, f) => s + statSync(join(dist, 'assets', f)).size, 0);
console.log(`lazy chunks: ${lazy.length}, ${(lazyBytes / 1024).toFixed(1)} KiB raw`);
