import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useQueueTracker } from '../../features/queue';
import { OverlayHost, SkipLink } from '../../ui';
import { APP_READY_EVENT } from '../hydration';
import { AuthOverlays } from './AuthOverlays';
import { isLandingMode } from './landing-mode';
import { NavigationProgress } from './NavigationProgress';
import { RouteDocumentTitle } from './page-title';
import { PrivateNav } from './PrivateNav';
import { showsPrivateNav } from './private-sections';
import { RouteAnnouncer } from './RouteAnnouncer';
import { SiteCookieNotice } from './SiteCookieNotice';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import * as styles from './Layout.css';

const MAIN_ID = 'contenido';

/**
 * Header, page and footer around every route, and the overlay host; landing mode (/sso) shows the
 * page alone. Private pages add the member's "Mi área" navigation under the header. The queue
 * tracker starts here, once, inside the router (it does nothing when off).
 */
export function Layout() {
  useQueueTracker();
  useSignalAppReady();
  const { pathname } = useLocation();
  const landing = isLandingMode(pathname);
  const mainRef = useMoveFocusOnNavigation(pathname);
  const privatePage = showsPrivateNav(pathname);
  return (
    <div className={styles.page}>
      <RouteDocumentTitle />
      <RouteAnnouncer />
      <SkipLink targetId={MAIN_ID} />
      <NavigationProgress />
      {!landing && <SiteHeader />}
      {privatePage && (
        <div className={styles.privateNavSlot}>
          <PrivateNav />
        </div>
      )}
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={privatePage ? `${styles.main} ${styles.privateMain}` : styles.main}>
        <Outlet />
      </main>
      {!landing && <SiteFooter />}
      <SiteCookieNotice />
      <OverlayHost />
      <AuthOverlays />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Marks `<html data-app="ready">` (tests and styles read it) and tells the page, in the first
 * commit itself: a prerendered form's fields have just been reset by the app's forms, and what the
 * visitor typed must be written back before any keystroke waiting in the browser's queue lands
 * in an emptied field (app/prerendered/typed-values.ts).
 */
function useSignalAppReady() {
  useLayoutEffect(() => {
    document.documentElement.dataset.app = 'ready';
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
}

/** After a client-side navigation, focus goes to the new page, as a full page load would. */
function useMoveFocusOnNavigation(pathname: string) {
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
