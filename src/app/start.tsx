import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { i18n, initI18n } from '../lib/i18n';
import { cacheAnswers } from '../lib/swr-config';
import { App } from './App';
import { readPrerenderedState, storedWorkIn } from './hydration';
import { routes } from './routes';

/**
 * Starts the app in `container`. A page prerendered at build time (the campaign pages, whose own
 * script imports the app when it is needed: see app/prerendered) is hydrated when the reader's
 * language is the one it was rendered in and no stored work changes it; otherwise, and on every
 * other route, the app renders afresh, replacing the prerendered markup in one commit once the
 * translations and the route's code are in. A member's page the server drew for their session
 * starts from the data it was drawn with.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const prerendered = readPrerenderedState();
  const translations = initI18n();
  if (!prerendered) {
    // Nothing on screen yet: render now; Suspense shows a spinner until the translations arrive.
    createRoot(container).render(<StrictApp router={createBrowserRouter(routes)} />);
    return;
  }
  // A member's drawn page puts its answers in the data cache, as if the app had asked them.
  if (prerendered.session) cacheAnswers(prerendered.session.data);
  // The prerendered page stays on screen while the translations and the route's code load.
  await Promise.all([translations, loadMatchedRoutes(routes, window.location.pathname)]);
  const language = i18n.resolvedLanguage ?? '';
  if (language === prerendered.language && i18n.hasResourceBundle(language, 'translation') && !storedWorkIn(prerendered)) {
    const hydrationData = { loaderData: prerendered.loaderData, actionData: null, errors: null };
    hydrateRoot(container, <StrictApp router={createBrowserRouter(routes, { hydrationData })} renderedForSession={!!prerendered.session} />);
  } else {
    createRoot(container).render(<StrictApp router={createBrowserRouter(routes)} renderedForSession={!!prerendered.session} />);
  }
}

function StrictApp({ router, renderedForSession }: { router: ReturnType<typeof createBrowserRouter>; renderedForSession?: boolean }) {
  return (
    <StrictMode>
      <App router={router} renderedForSession={renderedForSession} />
    </StrictMode>
  );
}

/** Resolves the `lazy` route modules of the current address, so the first render has them (no fallback flash). */
async function loadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(table, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
