import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { overlayStore } from './store';

/** The dialogs (Radix, DOMPurify) load on first use, keeping them out of the first page load. */
const loadViews = () => import('./OverlayViews');
const OverlayViews = lazy(loadViews);

/** Mounted once by the app; draws whatever the overlay helpers ask for. */
export function OverlayHost() {
  const requested = useStore(overlayStore, (state) => state.queue.length > 0 || state.pagePopup !== null || state.loader.show);
  const [used, setUsed] = useState(false);
  if (requested && !used) setUsed(true);
  useEffect(() => {
    // Fetch the views while the browser is idle, so the first alert opens without a wait.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => void loadViews());
  }, []);
  // Once used it stays mounted, so closing dialogs can return focus and animate out.
  return used ? (
    <Suspense fallback={null}>
      <OverlayViews />
    </Suspense>
  ) : null;
}
