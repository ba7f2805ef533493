import { scriptSafeJson, takeTitle } from './page-markup';

/**
 * A member's page the server draws for their session (server/http/member-page.ts) is the build's
 * document around the app's markup: dist/_member-page.json (a file no visitor is sent), written
 * at build time with the page's styles inline and its small script, as the campaign's pages are,
 * and the markup, the state and the title as tokens.
 */
export const MEMBER_PAGE_TEMPLATE_PATH = '/_member-page.json';

/** Each token stands for one value; none appears anywhere else in the document. */
export const MEMBER_PAGE_TOKENS = { markup: '__MEMBER_MARKUP__', state: '__MEMBER_STATE__', title: '__MEMBER_TITLE__' } as const;

export interface MemberPageTemplate {
  /** The build's version: a page is drawn only by the server module of the same build. */
  version: string;
  /** The language the server module draws in (the build's default). */
  language: string;
  document: string;
  /** The app's entry and what to fetch ahead of it, for the page's state. */
  app: { entry: string; prefetch: string[] };
}

const TOKEN = new RegExp(Object.values(MEMBER_PAGE_TOKENS).join('|'), 'g');

/**
 * The page: the app's markup (its <title>, which React writes where the route declares it, moved
 * to the head) and its state with the app's files. Filled in one pass: no value is searched again.
 */
export function assembleMemberPage(template: MemberPageTemplate, page: { markup: string; state: Record<string, unknown> }): string {
  const { title, body } = takeTitle(page.markup);
  const values: Record<string, string> = {
    [MEMBER_PAGE_TOKENS.markup]: body,
    [MEMBER_PAGE_TOKENS.state]: scriptSafeJson({ ...page.state, app: template.app }),
    [MEMBER_PAGE_TOKENS.title]: title ?? '',
  };
  return template.document.replace(TOKEN, (token) => values[token]!);
}
