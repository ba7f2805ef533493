import { useEffect, useState } from 'react';

/**
 * The id of the section that crosses the upper part of the viewport, for marking the current
 * menu item. Off (undefined) when `enabled` is false, e.g. away from home.
 */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        // The first section in page order wins when two share the band.
        setActive(ids.find((id) => visible.has(id)));
      },
      // A band from 25 % to 45 % of the viewport height: the section being read.
      { rootMargin: '-25% 0px -55% 0px' },
    );
    const elements = ids.map((id) => document.getElementById(id)).filter((element) => element !== null);
    elements.forEach((element) => observer.observe(element));
    return () => {
      observer.disconnect();
      setActive(undefined);
    };
  }, [ids, enabled]);
  return active;
}
