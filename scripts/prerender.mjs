/**
 * Writes the prerendered campaign pages into a client build: dist/index.html becomes the home
 * page, each other page dist/<path>/index.html, and the untouched shell is kept as dist/spa.html
 * for every route that is rendered in the browser only.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chunkFiles, entryKey, readManifest } from './manifest.mjs';

const ORIGIN = 'http://prerender.local';
/** The faces the first screen uses (body text, its bold, headings): fetched with the page, so text does not reflow late. */
const FIRST_SCREEN_FONTS = [/^inter-latin-400-normal-.*\.woff2$/, /^inter-latin-600-normal-.*\.woff2$/, /^barlow-condensed-latin-700-normal-.*\.woff2$/];

/** JSON inside <script>: no "</script>" or "<!--" can end or confuse the element. */
const scriptSafeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

export async function prerender({ dist, ssrModule }) {
  const ssr = await import(ssrModule);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(dist, 'spa.html'), template);
  const translations = JSON.parse(readFileSync(`src/locales/${ssr.prerenderLanguage}.json`, 'utf8'));
  await ssr.initPrerenderI18n(ssr.prerenderLanguage, translations);
  const manifest = readManifest(dist);
  const entry = chunkFiles(manifest, [entryKey(manifest)]);
  const fonts = readdirSync(join(dist, 'assets')).filter((file) => FIRST_SCREEN_FONTS.some((pattern) => pattern.test(file)));
  const url = (file) => `${ssr.staticPath}${file}`;

  for (const { path, routeModule } of ssr.PRERENDERED_PAGES) {
    const { markup, state } = await ssr.renderPage(path, ORIGIN);
    // The route's own styles must be there at first paint (the client would add them only once its
    // code loads); its scripts are fetched alongside the entry so hydration starts sooner.
    const route = chunkFiles(manifest, [routeModule]);
    const head = [
      ...route.css.filter((file) => !entry.css.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}">`),
      ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url(`assets/${file}`)}">`),
      ...route.js.filter((file) => !entry.js.includes(file)).map((file) => `<link rel="modulepreload" crossorigin href="${url(file)}">`),
      // The client needs the translations before it can hydrate.
      `<link rel="preload" as="fetch" crossorigin href="${ssr.prerenderTranslationsUrl}">`,
    ];
    // React renders <title> where the page declares it; in a static page it belongs in <head>.
    const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1];
    const body = markup.replace(/<title>[^<]*<\/title>/g, '');
    let html = template
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
      .replace(
        '</body>',
        `<script type="application/json" id="${ssr.PRERENDER_STATE_ID}">${scriptSafeJson(state)}</script>\n  </body>`,
      )
      .replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
    if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(`prerendered ${path} → ${file} (${(html.length / 1024).toFixed(1)} KiB)`);
  }
}
