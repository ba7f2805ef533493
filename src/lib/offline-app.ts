/** Set on <html> once the worker runs and keeps this page for use without a network. */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-app';

/**
 * Registers the service worker that lets the card (/abonado/carnet), a ticket (/entradas/:id), a
 * guest's pass (/invitado/:token) and the gate (/taquilla) open without a network once opened
 * online (vite-plugin-pwa's generated sw.js: see scripts/offline-app-plugin.ts). Only those
 * screens call it: the home and the rest of the site
 * never load the worker or this code. The page was loaded before the worker ran, so its address
 * and the files it loaded (chunks, styles, fonts, translations) are handed to the
 * worker to keep (Workbox's CACHE_URLS); then <html data-offline-app="ready">. Not in dev (no
 * worker is built there); failures are ignored: the screen still works online.
 */
export async function registerOfflineApp(): Promise<void> {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
    await workbox.register();
    await workbox.active;
    await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [[pageAddress(), { headers: { Accept: 'text/html' } }], ...loadedFiles()] } });
    document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, 'ready');
  } catch {
    // Without the worker the screen still works online.
  }
}

const pageAddress = () => `${location.origin}${location.pathname}`;

/**
 * Same-origin files the page loaded. The worker keeps only what its routes name (assets,
 * translations, the two pages): API answers are not among them (the screens keep theirs in IndexedDB).
 */
const loadedFiles = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`));
