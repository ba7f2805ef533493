import useSWR from 'swr';
import {
  COOKIES_POLICY_TAG,
  informationSchema,
  pageListSchema,
  pageSchema,
  pagesPaths,
  type Page,
  type PageRef,
} from '../../api/pages';
import { request } from '../../lib/http';

let pageListRequest: Promise<PageRef[]> | undefined;

/** The list of external pages (GET pages/partners), read once per visit; a failure is retried next time. */
export function fetchPageList(): Promise<PageRef[]> {
  pageListRequest ??= request(pagesPaths.partners, { schema: pageListSchema }).catch((error: unknown) => {
    pageListRequest = undefined;
    throw error;
  });
  return pageListRequest;
}

export function usePageList() {
  return useSWR(pagesPaths.partners, fetchPageList);
}

export function fetchPage(ref: PageRef): Promise<Page> {
  return request(pagesPaths.page(ref.tag, ref.lang), { schema: pageSchema });
}

export function useInformation() {
  return useSWR(pagesPaths.information, () => request(pagesPaths.information, { schema: informationSchema }));
}

/** Paths compare without a trailing slash and case-insensitively, as the CMS writes them by hand. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

export function findPageByPath(pages: PageRef[], path: string): PageRef | undefined {
  const wanted = normalizePath(safeDecode(path));
  return pages.find((page) => normalizePath(page.path) === wanted);
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

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
