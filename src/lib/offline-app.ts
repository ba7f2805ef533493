/**
 * Registers the service worker that lets the card (/abonado/carnet) and the gate (/taquilla) open
 * without a network once opened online (vite-plugin-pwa's generated sw.js, see vite.config.ts).
 * Only those screens call it: the home and the rest of the site never load the worker or this
 * code. Not in dev (no worker is built there); failures are ignored (the screen works online).
 */
export async function registerOfflineApp(): Promise<void> {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    await new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).register();
  } catch {
    // Without the worker the screen still works online.
  }
}
