#!/usr/bin/env node
/**
 * Prints, per route, what the browser must download before the route can render: the entry
 * script, everything it imports statically (Vite preloads those), the route's lazy module with
 * its own static imports, and the CSS all of them carry. Sizes raw, gzip and brotli.
 * The module graph comes from Vite's manifest (build.manifest in vite.config.ts).
 *
 * Run after `npm run build`:  npm run bench:bundle [-- distDir]
 * Prints figures only; a target missed never changes the exit code.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chunkFiles } from '../scripts/manifest.mjs';
import { table } from './table.mjs';

const dist = process.argv[2] ?? 'dist';

/** The routes we watch and the route module each one lazy-loads (see src/app/routes.tsx). */
const ROUTES = [
  { path: '/', module: 'src/features/campaign/routes/home.tsx' },
  { path: '/abonos/joven', module: 'src/features/campaign/routes/pass.tsx' },
];
/** Issue target for the initial JS of `/`, gzip. Information only. */
const HOME_JS_TARGET_KB = 90;
/** The server sends translations as JSON from here before the first text renders (src/lib/i18n.ts). */
const DEFAULT_LOCALE_FILE = 'src/locales/es.json';

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} not found: run \`npm run build\` first (vite.config.ts must keep build.manifest: true).`);
  process.exit(1);
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error(`${manifestPath} has no entry chunk.`);
  process.exit(1);
}

const initialFiles = (keys) => chunkFiles(manifest, keys);

// Same encoders as server/app.ts (@fastify/compress): brotli quality 5, gzip at zlib's default level.
const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const content = readFileSync(join(dist, file));
    sizeCache.set(file, {
      raw: content.length,
      gzip: gzipSync(content).length,
      brotli: brotliCompressSync(content, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
      }).length,
    });
  }
  return sizeCache.get(file);
}

function total(files) {
  return files.map(sizes).reduce(
    (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

/** The HTML a route answers with: its page prerendered at build time if any, else the SPA shell. */
function htmlFor(path) {
  const shell = existsSync(join(dist, 'spa.html')) ? 'spa.html' : 'index.html';
  const page = join(path.slice(1), 'index.html');
  const prerendered = existsSync(join(dist, page)) && page !== shell;
  return { file: prerendered ? page : shell, prerendered };
}

const measured = ROUTES.map((route) => {
  if (!manifest[route.module]) return { ...route, built: false };
  return { ...route, built: true, ...initialFiles([entryKey, route.module]) };
});

console.log(`Initial HTML, JS and CSS per route (${dist}/; kB = 1000 bytes as Vite prints; gzip and brotli as the server sends them)\n`);
const summary = [];
for (const route of measured) {
  const html = htmlFor(route.path);
  const h = sizes(html.file);
  summary.push([route.path, 'HTML', 1, kB(h.raw), kB(h.gzip), kB(h.brotli), html.prerendered ? `prerendered (${html.file})` : `SPA shell (${html.file})`]);
  if (!route.built) {
    summary.push([route.path, 'JS+CSS', '', 'not built', '', '', `${route.module} is not in the manifest`]);
    continue;
  }
  for (const [type, files] of [['JS', route.js], ['CSS', route.css]]) {
    const t = total(files);
    let note = '';
    if (route.path === '/' && type === 'JS') {
      const over = t.gzip / 1000 - HOME_JS_TARGET_KB;
      note = `target ≤ ${HOME_JS_TARGET_KB} kB gzip: ${over > 0 ? `over by ${over.toFixed(1)} kB` : 'met'}`;
    }
    if (type === 'CSS' && html.prerendered) note = 'inline in the prerendered HTML (counted there too)';
    summary.push([route.path, type, files.length, kB(t.raw), kB(t.gzip), kB(t.brotli), note]);
  }
}
table(['route', 'type', 'files', 'raw kB', 'gzip kB', 'br kB', 'note'], 'llrrrrl', summary);

// Which file belongs to whom: the entry's share is common to every route.
const entryFiles = initialFiles([entryKey]);
const entrySet = new Set([...entryFiles.js, ...entryFiles.css]);
const builtRoutes = measured.filter((route) => route.built);
const allInitial = [...new Set(builtRoutes.flatMap((route) => [...route.js, ...route.css]))];
console.log('\nFiles (entry = loaded by index.html for every route)\n');
table(
  ['file', 'raw kB', 'gzip kB', 'br kB', 'loaded by'],
  'lrrrl',
  allInitial.map((file) => {
    const s = sizes(file);
    const owners = entrySet.has(file)
      ? 'entry'
      : builtRoutes.filter((route) => route.js.includes(file) || route.css.includes(file)).map((route) => route.path).join(', ');
    return [file, kB(s.raw), kB(s.gzip), kB(s.brotli), owners];
  }),
);

// The plain shell should reference exactly the entry's files; a difference means this script's model is off.
// (Prerendered pages add their route's files on purpose.)
const shellFile = existsSync(join(dist, 'spa.html')) ? 'spa.html' : 'index.html';
const html = readFileSync(join(dist, shellFile), 'utf8');
const inHtml = [...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const notInManifestModel = inHtml.filter((file) => !entrySet.has(file));
if (notInManifestModel.length) console.log(`\nwarning: ${shellFile} loads files the manifest walk missed: ${notInManifestModel.join(', ')}`);

if (existsSync(DEFAULT_LOCALE_FILE)) {
  const content = readFileSync(DEFAULT_LOCALE_FILE);
  console.log(
    `\nAlso fetched before the first text: /translations/es.json ${kB(content.length)} kB raw, ` +
      `${kB(gzipSync(content).length)} kB gzip (served by the API from src/locales).`,
  );
}

const lazy = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !allInitial.includes(`assets/${f}`));
const lazyTotal = total(lazy.map((f) => `assets/${f}`));
console.log(`Other JS chunks (loaded later or by other routes): ${lazy.length}, ${kB(lazyTotal.raw)} kB raw, ${kB(lazyTotal.gzip)} kB gzip.`);
