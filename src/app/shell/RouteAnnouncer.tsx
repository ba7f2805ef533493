import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { visuallyHidden } from '../../ui';

/**
 * Tells screen readers which page a client-side navigation opened, as a browser says a loaded
 * page's title: a polite live region, present from the first render (a region added with its
 * text is not read), given the new document title after each navigation, never on first load.
 * The first title a page sets afterwards (a CMS page's, once its data arrive) replaces the text.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef<string | null>(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = null;
    const title = document.title;
    setAnnouncement(title);
    // Once: later changes are the page's own news (a queue position in the tab title), not a new page.
    const titleChanges = new MutationObserver(() => {
      if (document.title === title) return; // a stylesheet or script added to the head
      setAnnouncement(document.title);
      titleChanges.disconnect();
    });
    titleChanges.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => titleChanges.disconnect();
  }, [pathname]);

  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" id="route-announcer">
      {announcement}
    </div>
  );
}
