import type { Page } from './pages';

/**
 * A content page is rendered at build time once, with placeholders for the CMS page
 * (dist/_content-page/index.html: a path no URL reaches, see server/http/spa.ts); the server fills
 * it with the page an address names, so the page is complete HTML before any script runs.
 */
export const CONTENT_PAGE_TEMPLATE_PATH = '/_content-page';

/** The page the template is rendered with: each field a token found nowhere else in the HTML. */
export const CONTENT_PAGE_PLACEHOLDER: Page = {
  tag: '__CONTENT_PAGE_TAG__',
  lang: '__CONTENT_PAGE_LANG__',
  path: '/__CONTENT_PAGE_PATH__',
  title: '__CONTENT_PAGE_TITLE__',
  content: '__CONTENT_PAGE_CONTENT__',
  // A date cannot be a token: the server finds its text as the template's language writes it.
  updatedAt: '2000-01-02T12:00:00.000Z',
};

/**
 * How a content page shows its update date, in the browser and on the server alike: in UTC, so a
 * server and a reader in different time zones write the same day (the page hydrates unchanged).
 */
export const formatUpdatedDate = (updatedAt: Date, language: string | undefined): string =>
  updatedAt.toLocaleDateString(language, { dateStyle: 'long', timeZone: 'UTC' });
