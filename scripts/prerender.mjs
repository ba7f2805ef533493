/**
 * Writes the prerendered campaign pages into a client build: dist/index.html becomes the home
 * page, each other page dist/<path>/index.html, and the untouched shell is kept as dist/spa.html
 * for every route that is rendered in the browser only. A prerendered page loads only its own
 * small script (src/app/prerendered/main.ts); the app's files are listed in the page's state, for
 * that script to fetch while idle and start when the visitor needs it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chunkFiles, entryKey, pageEntryKey, readManifest } from './manifest.mjs';

const ORIGIN = 'http://prerender.local';

/** A chunk's CSS after the CSS of what it imports, as the browser would have applied them. */
function cssInImportOrder(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [...(chunk.imports ?? []).flatMap((imported) => cssInImportOrder(manifest, imported, seen)), ...(chunk.css ?? [])];
}

export async function prerender({ dist, ssrModule }) {
  const ssr = await import(ssrModule);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(dist, 'spa.html'), template);
  const translations = JSON.parse(readFileSync(`src/locales/${ssr.prerenderLanguage}.json`, 'utf8'));
  await ssr.initPrerenderI18n(ssr.prerenderLanguage, translations);
  const manifest = readManifest(dist);
  const appEntry = manifest[entryKey(manifest)].file;
  const entry = chunkFiles(manifest, [entryKey(manifest)]);
  const pageScripts = chunkFiles(manifest, [pageEntryKey(manifest)]).js;
  const noticeMarkup = ssr.renderPageCookieNotice();
  if (!noticeMarkup.startsWith('<section ')) throw new Error('The cookie notice no longer starts with <section>: scripts/prerender.mjs marks that element');
  const cookieNotice = noticeMarkup.replace('<section ', `<section id="${ssr.PAGE_COOKIE_NOTICE_ID}" lang="${ssr.prerenderLanguage}" hidden `);
  // The cascade order Vite chose for the entry's styles is the order of their links in the shell.
  const entryStyles = [...template.matchAll(/<link rel="stylesheet" crossorigin href="\/?([^"]+)">/g)].map((match) =>
    match[1].slice(ssr.staticPath.length - 1),
  );
  const url = (file) => `${ssr.staticPath}${file}`;
  // The footer's pieces, for the server to fill each page's footer with its data (server/http/footer.ts).
  const footer = ssr.renderFooterTemplate();
  writeFileSync(join(dist, ssr.FOOTER_TEMPLATE_PATH), JSON.stringify(footer));

  /** The shell with a page inside: its styles inline, its small script, its state and title. */
  function pageDocument({ body, stateJson, styles, title }) {
    const head = [
      // All of the page's CSS inline: the first paint waits for no other request. Each file stays
      // listed as a disabled (never fetched) stylesheet, so the client's loader sees it as present
      // and does not download it again when the route's code arrives.
      `<style>${styles.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n')}</style>`,
      ...styles.map((file) => `<link rel="stylesheet" href="${url(file)}" disabled>`),
      `<script type="module" crossorigin src="${url(pageScripts[0])}"></script>`,
      ...pageScripts.slice(1).map((file) => `<link rel="modulepreload" crossorigin href="${url(file)}">`),
    ];
    // Functions as replacements: a "$&" in the markup is text, not a pattern.
    let html = template
      .replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/g, '')
      .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '')
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    ${cookieNotice}`)
      .replace('</body>', () => `<script type="application/json" id="${ssr.PRERENDER_STATE_ID}">${stateJson}</script>\n  </body>`)
      .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
    if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
    return html;
  }
  /** The app's entry, and its files to fetch ahead (those of the given route modules too) with the translations. */
  const appOf = (modules, storedWork) => ({
    entry: url(appEntry),
    prefetch: [...new Set([...entry.js, ...chunkFiles(manifest, modules).js])]
      .filter((file) => !pageScripts.includes(file))
      .map(url)
      .concat(ssr.prerenderTranslationsUrl),
    storedWork,
  });
  /** The entry's styles, then those of the modules (each after what it imports). */
  const stylesOf = (modules) => [...new Set([...entryStyles, ...modules.flatMap((module) => cssInImportOrder(manifest, module))])];

  for (const { path, routeModule, storedWork, template: pageTemplate } of ssr.PRERENDERED_PAGES) {
    const { markup, state } = await ssr.renderPage(path, ORIGIN);
    // The route's own styles must be there at first paint (the client would add them only once its
    // code loads). Fonts are not preloaded: they would compete with the page for the first bytes
    // (see ui/theme/fonts.css). Nothing of the app is fetched before the page is complete.
    // The home's code too: the campaign menu of every page leads there.
    const app = appOf([routeModule, ssr.PRERENDERED_PAGES[0].routeModule], storedWork);
    const { title, body } = ssr.takeTitle(markup);
    const html = pageDocument({ body, stateJson: ssr.scriptSafeJson({ ...state, app }), styles: stylesOf([routeModule]), title });
    if (!html.includes(footer.loading)) throw new Error(`${path}: its footer is not the one the footer template fills`);
    if (pageTemplate) {
      const file = join(dist, pageTemplate.file);
      writeFileSync(file, JSON.stringify(pageTemplate.from(html)));
      console.log(`prerendered ${path} as a template → ${file}`);
      continue;
    }
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(`prerendered ${path} → ${file} (${(html.length / 1024).toFixed(1)} KiB)`);
  }

  // The member's home the server draws for each session (server/http/member-page.ts): the document
  // around it, with its styles and those of the home's own chunk, which the route loads lazily.
  const { routeModule, lazyModules } = ssr.MEMBER_PAGE;
  const tokens = ssr.MEMBER_PAGE_TOKENS;
  const memberPage = {
    version: ssr.appVersion,
    language: ssr.prerenderLanguage,
    document: pageDocument({ body: tokens.markup, stateJson: tokens.state, styles: stylesOf([routeModule, ...lazyModules]), title: tokens.title }),
    app: appOf([routeModule, ...lazyModules]),
  };
  writeFileSync(join(dist, ssr.MEMBER_PAGE_TEMPLATE_PATH), JSON.stringify(memberPage));
  console.log(`prerendered the member page's document → ${join(dist, ssr.MEMBER_PAGE_TEMPLATE_PATH)}`);
}
