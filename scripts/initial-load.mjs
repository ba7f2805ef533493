/**
 * What a page makes the browser download before it is interactive, read from the build: the
 * scripts its HTML loads (module scripts and modulepreloads) with everything they import
 * statically, and, for a page rendered in the browser (the SPA shell), the lazy route module it
 * waits for. Used by bench/bundle.mjs (figures) and scripts/check-size-budget.mjs (the budget).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chunkFiles } from './manifest.mjs';

/**
 * The HTML a path answers with: its prerendered page if there is one (`template`: the page the
 * server fills for it, as for CMS pages), else the SPA shell.
 */
export function htmlFor(dist, path, template) {
  const shell = existsSync(join(dist, 'spa.html')) ? 'spa.html' : 'index.html';
  const page = template ?? join(path.slice(1), 'index.html');
  const prerendered = existsSync(join(dist, page)) && page !== shell;
  return { file: prerendered ? page : shell, prerendered };
}

/** JS and CSS a page loads before it is interactive; `module` is the route's lazy module. */
export function initialLoad(dist, manifest, { path, module, template }) {
  const html = htmlFor(dist, path, template);
  const text = readFileSync(join(dist, html.file), 'utf8');
  // A page template the server fills (the games page) is JSON holding the page's document.
  const source = html.file.endsWith('.json') ? JSON.parse(text).document : text;
  const loaded = [
    ...source.matchAll(/<script type="module"[^>]* src="[^"]*?(assets\/[^"]+\.js)"/g),
    ...source.matchAll(/<link rel="modulepreload"[^>]* href="[^"]*?(assets\/[^"]+\.js)"/g),
  ].map((match) => match[1]);
  const keyOf = Object.fromEntries(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = loaded.map((file) => keyOf[file]).filter(Boolean);
  if (!html.prerendered && module) keys.push(module);
  const { js, css } = chunkFiles(manifest, keys);
  const linked = [...source.matchAll(/<link rel="stylesheet"[^>]* href="[^"]*?(assets\/[^"]+\.css)"/g)].map((match) => match[1]);
  return { html, js, css: [...new Set([...css, ...linked])] };
}

// Same encoders as server/app.ts (@fastify/compress): brotli quality 5, gzip at zlib's default level.
const sizeCache = new Map();
export function fileSizes(dist, file) {
  const key = join(dist, file);
  if (!sizeCache.has(key)) {
    const content = readFileSync(key);
    sizeCache.set(key, {
      raw: content.length,
      gzip: gzipSync(content).length,
      brotli: brotliCompressSync(content, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
      }).length,
    });
  }
  return sizeCache.get(key);
}

export function totalSizes(dist, files) {
  return files.map((file) => fileSizes(dist, file)).reduce(
    (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/** The source files bundled into a chunk, from its source map (build.sourcemap in vite.config.ts). */
export function chunkSources(dist, file) {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  return JSON.parse(readFileSync(map, 'utf8')).sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

/** The public pages watched: the prerendered campaign and visitor pages, then a CMS page and the games. */
export const PUBLIC_PAGES = [
  { path: '/', module: 'src/features/campaign/routes/home.tsx' },
  ...['adulto', 'oro', 'joven', 'familiar', 'femenino', 'abono-club'].map((slug) => ({
    path: `/abonos/${slug}`,
    module: 'src/features/campaign/routes/pass.tsx',
  })),
  { path: '/promo-embou', module: 'src/features/campaign/routes/promo.tsx' },
  // Where the campaign's calls to action lead: the forms prerendered for visitors (src/api/visitor-pages.ts).
  { path: '/abonado', module: 'src/features/auth/routes/subscriber-home.tsx' },
  { path: '/recuperar-contrasena', module: 'src/features/auth/routes/recover-password.tsx' },
  { path: '/recuperar-correo', module: 'src/features/auth/routes/recover-mail.tsx' },
  { path: '/hazte-abonado/datos-personales-base', module: 'src/app/pages/signup.tsx' },
  // A content page from the CMS (any other path): the server fills the build's content page template.
  { path: '/aviso-legal', module: 'src/features/content/routes/content-page.tsx', template: '_content-page/index.html' },
  // The season's games and a game's page: the server fills the build's games pages' templates.
  { path: '/partidos', module: 'src/features/games/routes/games.tsx', template: '_games-page.json' },
  { path: '/partidos/1', module: 'src/features/games/routes/game.tsx', template: '_game-page.json' },
];
