/**
 * Writes the prerendered campaign pages into a client build: dist/index.html becomes the home
 * page, each other page dist/<path>/index.html, and the untouched shell is kept as dist/spa.html
 * for every route that is rendered in the browser only.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ORIGIN = 'http://prerender.local';

/** JSON inside <script>: no "</script>" or "<!--" can end or confuse the element. */
const scriptSafeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

export async function prerender({ dist, ssrModule }) {
  const { PRERENDERED_PATHS, PRERENDER_STATE_ID, initPrerenderI18n, renderPage, prerenderLanguage, prerenderTranslationsUrl } =
    await import(ssrModule);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(dist, 'spa.html'), template);
  const translations = JSON.parse(readFileSync(`src/locales/${prerenderLanguage}.json`, 'utf8'));
  await initPrerenderI18n(prerenderLanguage, translations);

  for (const path of PRERENDERED_PATHS) {
    const { markup, state } = await renderPage(path, ORIGIN);
    // React renders <title> where the page declares it; in a static page it belongs in <head>.
    const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1];
    const body = markup.replace(/<title>[^<]*<\/title>/g, '');
    let html = template
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
      .replace(
        '</body>',
        `<script type="application/json" id="${PRERENDER_STATE_ID}">${scriptSafeJson(state)}</script>\n  </body>`,
      )
      // The client needs the translations before it can hydrate: fetch them alongside the scripts.
      .replace('</head>', `<link rel="preload" as="fetch" crossorigin href="${prerenderTranslationsUrl}">\n  </head>`);
    if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(`prerendered ${path} → ${file} (${(html.length / 1024).toFixed(1)} KiB)`);
  }
}
