import { CONTENT_PAGE_PLACEHOLDER, formatUpdatedDate } from '../../src/api/content-page-template.ts';

/** A content page template shaped as the build writes it (scripts/prerender.mjs), without a build. */
export function fakeContentPageTemplate(): string {
  const state = {
    language: 'es',
    loaderData: { '0': null, '0-41': { status: 'loaded', page: CONTENT_PAGE_PLACEHOLDER, pages: [] } },
    app: { entry: '/assets/index-abc.js', prefetch: [] },
  };
  const updated = formatUpdatedDate(new Date(CONTENT_PAGE_PLACEHOLDER.updatedAt), 'es');
  return `<!doctype html><html lang="es"><head><title>${CONTENT_PAGE_PLACEHOLDER.title}</title>
<script type="module" crossorigin src="/assets/page-abc.js"></script></head>
<body><div id="root"><main><article lang="${CONTENT_PAGE_PLACEHOLDER.lang}"><h1>${CONTENT_PAGE_PLACEHOLDER.title}</h1>
<p>Última actualización: ${updated}</p><div>${CONTENT_PAGE_PLACEHOLDER.content}</div></article></main></div>
<script type="application/json" id="prerender-state">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>
</body></html>`;
}
