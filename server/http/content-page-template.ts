import { CONTENT_PAGE_PLACEHOLDER, formatUpdatedDate } from '../../src/api/content-page-template.ts';
import type { Page, PageRef } from '../../src/api/pages.ts';
import { scriptSafeJson } from '../../src/api/page-markup.ts';

/** The build's content page with placeholders (see src/api/content-page-template.ts), ready to fill. */
export interface ContentPageTemplate {
  /** The whole HTML document for `page`; `safeContent` is its content already sanitised. */
  fill(page: Page, pages: PageRef[], safeContent: string): string;
}

const STATE_SCRIPT = /(<script type="application\/json" id="prerender-state">)([^<]*)(<\/script>)/;
const TOKEN = /__CONTENT_PAGE_(TITLE|LANG|CONTENT|UPDATED|STATE)__/g;
type TokenName = 'TITLE' | 'LANG' | 'CONTENT' | 'UPDATED' | 'STATE';

interface TemplateState {
  language: string;
  loaderData: Record<string, unknown>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Reads the template once; throws when the build's markup no longer has what the server fills in. */
export function parseContentPageTemplate(html: string): ContentPageTemplate {
  const stateMatch = STATE_SCRIPT.exec(html);
  if (!stateMatch) throw new Error('The content page template has no prerender state');
  const state = JSON.parse(stateMatch[2]!) as TemplateState;
  const routeId = Object.keys(state.loaderData).find(
    (id) => (state.loaderData[id] as { page?: Page } | null)?.page?.content === CONTENT_PAGE_PLACEHOLDER.content,
  );
  if (!routeId) throw new Error('The content page template does not hold the placeholder page');
  const placeholderDate = formatUpdatedDate(new Date(CONTENT_PAGE_PLACEHOLDER.updatedAt), state.language);
  const markup = html
    .replace(STATE_SCRIPT, '$1__CONTENT_PAGE_STATE__$3')
    .replaceAll(placeholderDate, '__CONTENT_PAGE_UPDATED__');
  for (const name of ['TITLE', 'LANG', 'CONTENT', 'UPDATED'] as const) {
    if (!markup.includes(`__CONTENT_PAGE_${name}__`)) throw new Error(`The content page template lost its ${name} placeholder`);
  }

  return {
    fill(page, pages, safeContent) {
      const values: Record<TokenName, string> = {
        TITLE: escapeHtml(page.title),
        LANG: escapeHtml(page.lang),
        CONTENT: safeContent,
        UPDATED: escapeHtml(formatUpdatedDate(new Date(page.updatedAt), state.language)),
        STATE: scriptSafeJson({ ...state, loaderData: { ...state.loaderData, [routeId]: { status: 'loaded', page, pages } } }),
      };
      // One pass: text from the CMS is never searched for tokens again.
      return markup.replace(TOKEN, (_token, name: TokenName) => values[name]);
    },
  };
}
