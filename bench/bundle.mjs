#!/usr/bin/env node
/**
 * Prints, per public page, what the browser must download before the page is interactive: the
 * scripts its HTML loads with everything they import statically, plus, for a page rendered in the
 * browser, its lazy route module (see scripts/initial-load.mjs). Sizes raw, gzip and brotli.
 *
 * Run after `npm run build`:  npm run bench:bundle [-- distDir]
 * Prints figures only; a target missed never changes the exit code (the budget that does is
 * scripts/check-size-budget.mjs, in `npm test`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFiles, entryKey, readManifest } from '../scripts/manifest.mjs';
import { fileSizes, initialLoad, PUBLIC_PAGES, totalSizes } from '../scripts/initial-load.mjs';
import { table } from './table.mjs';

const dist = process.argv[2] ?? 'dist';
/** Issue target for the initial JS of a prerendered page, gzip. Information only. */
const PAGE_JS_TARGET_KB = 90;
/** The app fetches these translations before its first text (src/lib/i18n.ts). */
const DEFAULT_LOCALE_FILE = 'src/locales/es.json';

if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error(`${dist}/.vite/manifest.json not found: run \`npm run build\` first (vite.config.ts must keep build.manifest: true).`);
  process.exit(1);
}
const manifest = readManifest(dist);
const kB = (bytes) => (bytes / 1000).toFixed(1);
const measured = PUBLIC_PAGES.map((page) => ({ ...page, ...initialLoad(dist, manifest, page) }));

console.log(`Initial HTML, JS and CSS per page (${dist}/; kB = 1000 bytes as Vite prints; gzip and brotli as the server sends them)\n`);
const summary = [];
for (const page of measured) {
  const h = fileSizes(dist, page.html.file);
  summary.push([page.path, 'HTML', 1, kB(h.raw), kB(h.gzip), kB(h.brotli), page.html.prerendered ? `prerendered (${page.html.file})` : `SPA shell (${page.html.file})`]);
  for (const [type, files] of [['JS', page.js], ['CSS', page.css]]) {
    const t = totalSizes(dist, files);
    let note = '';
    if (type === 'JS' && page.html.prerendered) {
      const over = t.gzip / 1000 - PAGE_JS_TARGET_KB;
      note = `target ≤ ${PAGE_JS_TARGET_KB} kB gzip: ${over > 0 ? `over by ${over.toFixed(1)} kB` : 'met'}`;
    }
    if (type === 'CSS' && page.html.prerendered) note = 'inline in the prerendered HTML (counted there too)';
    summary.push([page.path, type, files.length, kB(t.raw), kB(t.gzip), kB(t.brotli), note]);
  }
}
table(['page', 'type', 'files', 'raw kB', 'gzip kB', 'br kB', 'note'], 'llrrrrl', summary);

// Which file belongs to whom: the app's entry share is common to every page rendered in the browser.
const appFiles = chunkFiles(manifest, [entryKey(manifest)]).js;
const appEntry = new Set(appFiles);
const allInitial = [...new Set(measured.flatMap((page) => [...page.js, ...page.css]))];
console.log('\nFiles (app entry = loaded by spa.html for every page rendered in the browser)\n');
table(
  ['file', 'raw kB', 'gzip kB', 'br kB', 'loaded by'],
  'lrrrl',
  allInitial.map((file) => {
    const s = fileSizes(dist, file);
    const pages = measured.filter((page) => page.js.includes(file) || page.css.includes(file)).map((page) => page.path);
    const owners = pages.length === measured.length ? 'every page' : appEntry.has(file) ? `app entry (${pages.join(', ')})` : pages.length > 3 ? `${pages.length} pages` : pages.join(', ');
    return [file, kB(s.raw), kB(s.gzip), kB(s.brotli), owners];
  }),
);

if (existsSync(DEFAULT_LOCALE_FILE)) {
  const content = readFileSync(DEFAULT_LOCALE_FILE);
  console.log(
    `\nThe app fetches before its first text: /translations/es.json ${kB(content.length)} kB raw, ` +
      `${kB(gzipSync(content).length)} kB gzip (served by the API from src/locales; prerendered pages fetch it while idle).`,
  );
}
const app = totalSizes(dist, appFiles);
console.log(`The app's entry with its static imports (fetched while idle by a prerendered page, at once by spa.html): ${appFiles.length} files, ${kB(app.gzip)} kB gzip.`);
const lazy = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !allInitial.includes(`assets/${f}`) && !appFiles.includes(`assets/${f}`));
const lazyTotal = totalSizes(dist, lazy.map((f) => `assets/${f}`));
console.log(`Other JS chunks (loaded later or by other routes): ${lazy.length}, ${kB(lazyTotal.raw)} kB raw, ${kB(lazyTotal.gzip)} kB gzip.`);
