import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';

/**
 * A route's document title (WCAG 2.4.2), stated once in the route table as its `handle`: the
 * page's key under PAGE_TITLES and, for pages inside a flow or area, the section's key under
 * PAGE_TITLES.SECTIONS. 'view': the page's view renders its own `<title>` from its data (the
 * campaign pages, CMS pages, the not-found page).
 */
export type RouteTitle = { page: string; section?: 'SIGNUP' | 'RENEWAL' | 'MEMBER' | 'SEAT_CHANGE' } | 'view';

export interface RouteHandle {
  title: RouteTitle;
}

/** The title the innermost route with a handle states, rendered where React puts `<title>` (the document head). */
export function RouteDocumentTitle() {
  const { t } = useTranslation();
  const title = [...useMatches()].reverse().find((match) => isRouteHandle(match.handle))?.handle as RouteHandle | undefined;
  if (!title || title.title === 'view') return null;
  const { page, section } = title.title;
  const parts = [t(`PAGE_TITLES.${page}`), section && t(`PAGE_TITLES.SECTIONS.${section}`), t('CLUB.NAME')];
  return <title>{parts.filter(Boolean).join(' · ')}</title>;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle => typeof handle === 'object' && handle !== null && 'title' in handle;
