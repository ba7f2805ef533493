import { VitePWA } from 'vite-plugin-pwa';
import type { Theme } from '../src/ui/theme/themes/theme.ts';

/** The screens that open without a network (member card, gate): the worker caches only their pages. */
export const OFFLINE_PAGES = ['/abonado/carnet', '/taquilla'];

/**
 * The installable app and its service worker (vite-plugin-pwa, Workbox's generateSW), for the
 * app's client build only (vite.config.ts). The worker precaches just the manifest's icons. What
 * the card and gate pages need (their HTML shell, JS and CSS chunks, fonts, translations) is
 * what they loaded: src/lib/offline-app.ts hands those addresses to the worker once it runs
 * (Workbox's CACHE_URLS message), and the routes below keep them. Nothing else of the site is
 * cached, and the home never loads the worker (the pages register it themselves).
 */
export function offlineAppPlugin(theme: Theme, base: string) {
  // Patterns, not functions: Workbox copies them into the worker, where no variable of ours exists.
  const root = base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pages = OFFLINE_PAGES.map((page) => page.slice(1).replace(/\//g, '\\/')).join('|');
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: [],
    manifest: {
      name: 'Mi carnet de abonado',
      short_name: 'Mi carnet',
      lang: 'es',
      start_url: `${base}abonado/carnet`,
      scope: base,
      display: 'standalone',
      theme_color: theme.color.brand,
      background_color: theme.color.background,
      icons: [
        { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
        { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
        { src: `${base}icons/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['icons/*.png'],
      navigateFallback: null,
      clientsClaim: true,
      skipWaiting: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The pages' HTML: fresh when online, the kept copy without a network.
          urlPattern: new RegExp(`^[^?#]*?//[^/]+${root}(${pages})/?([?#].*)?$`),
          handler: 'NetworkFirst',
          options: { cacheName: 'offline-pages', networkTimeoutSeconds: 4, matchOptions: { ignoreVary: true, ignoreSearch: true } },
        },
        {
          // Vite's hashed files never change under one name: kept ones are used first.
          urlPattern: new RegExp(`^[^?#]*?//[^/]+${root}assets/`),
          handler: 'CacheFirst',
          options: { cacheName: 'offline-assets', expiration: { maxEntries: 200 } },
        },
        {
          urlPattern: new RegExp(`^[^?#]*?//[^/]+${root}translations/`),
          handler: 'NetworkFirst',
          options: { cacheName: 'offline-translations', networkTimeoutSeconds: 4, expiration: { maxEntries: 10 } },
        },
      ],
    },
  });
}
