import useSWR from 'swr';
import {
  COOKIES_POLICY_TAG,
  findPageByPath,
  pagesEndpoints,
  type Information,
  type Page,
  type PageRef,
} from '../../api/pages';
import { call, callPath } from '../../lib/call';

export { findPageByPath } from '../../api/pages';

let pageListRequest: Promise<PageRef[]> | undefined;

/** The list of external pages (GET pages/partners), read once per visit; a failure is retried next time. */
export function fetchPageList(): Promise<PageRef[]> {
  pageListRequest ??= call(pagesEndpoints.partners).catch((error: unknown) => {
    pageListRequest = undefined;
    throw error;
  });
  return pageListRequest;
}

export function usePageList() {
  return useSWR(callPath(pagesEndpoints.partners), fetchPageList);
}

export function fetchPage(ref: PageRef): Promise<Page> {
  return call(pagesEndpoints.page, { params: { tag: ref.tag }, query: { lang: ref.lang } });
}

/** `fallbackData`: what the page came with (a prerendered page's footer), shown until the answer. */
export function useInformation(fallbackData?: Information) {
  return useSWR(callPath(pagesEndpoints.information), () => call(pagesEndpoints.information), { fallbackData });
}

export function findPageByTag(pages: PageRef[], tag: string, lang: string): PageRef | undefined {
  return pages.find((page) => page.tag === tag && page.lang === lang);
}

/** The same content page in another language, when the CMS has it; other paths are returned as they are. */
export function localizedPath(pages: PageRef[] | undefined, path: string, lang: string): string {
  const page = pages && findPageByPath(pages, path);
  return (page && findPageByTag(pages, page.tag, lang)?.path) ?? path;
}

export function cookiesPolicyPath(pages: PageRef[] | undefined, lang: string, fallbackLang: string): string | undefined {
  if (!pages) return undefined;
  return (findPageByTag(pages, COOKIES_POLICY_TAG, lang) ?? findPageByTag(pages, COOKIES_POLICY_TAG, fallbackLang))?.path;
}
