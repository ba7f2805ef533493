import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { visuallyHidden } from '../../ui';

/**
 * Tells screen readers which page a client-side navigation opened, as a browser says a loaded
 * page's title: a polite live region, present from the first render (a region added with its
 * text is not read), given the new document title after each navigation, never on first load.
 * A title a page sets once its data arrive (a CMS page) replaces the text while still on that page.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef<string | null>(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = null;
    setAnnouncement(document.title);
    const titleChanges = new MutationObserver(() => setAnnouncement(document.title));
    titleChanges.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => titleChanges.disconnect();
  }, [pathname]);

  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" id="route-announcer">
      {announcement}
    </div>
  );
}
