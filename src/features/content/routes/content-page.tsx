import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import type { PageRef } from '../../../api/pages';
import { answered } from '../../../lib/outcome';
import { fetchPage, fetchPageList, findPageByPath, findPageByTag } from '../api';
import { ContentPageView, type ContentPageState } from '../components/ContentPageView';

type LoadedState = Exclude<ContentPageState, { status: 'loading' }> & { pages?: PageRef[] };

/** Resolves the address against GET pages/partners, then loads the page; runs on every navigation. */
export async function loader({ request }: LoaderFunctionArgs): Promise<LoadedState> {
  const path = new URL(request.url).pathname;
  let pages: PageRef[];
  try {
    pages = await fetchPageList();
  } catch {
    return { status: 'failed' };
  }
  const ref = findPageByPath(pages, path);
  if (!ref) return { status: 'not-found', pages };
  try {
    return { status: 'loaded', page: await fetchPage(ref), pages };
  } catch (error) {
    if (answered(error, 404)) return { status: 'not-found', pages };
    return { status: 'failed', pages };
  }
}

export function Component() {
  const state = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  useFollowLanguage(state);
  return <ContentPageView state={state} onRetry={() => void revalidator.revalidate()} />;
}

export function HydrateFallback() {
  return <ContentPageView state={{ status: 'loading' }} />;
}

/** On a language change, go to the same page in the new language, or to /noroute (spec §2). */
function useFollowLanguage(state: LoadedState) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage;
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language || !language) return;
    previous.current = language;
    if (state.status !== 'loaded' || state.page.lang === language) return;
    const translated = state.pages && findPageByTag(state.pages, state.page.tag, language);
    void navigate(translated ? translated.path : APP_PATHS.notFound);
  }, [language, navigate, state]);
}
