import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Theme } from '../src/ui/theme/themes/theme.ts';

/**
 * The screens that open without a network (member card, a game's ticket, a guest's pass, gate):
 * the worker caches only their pages. Each is a regular expression of the path, `/` aside.
 */
export const OFFLINE_PAGES = ['/abonado/carnet', '/entradas/\\d+', '/invitado/[A-Za-z0-9_-]+', '/taquilla'];
/** Their route modules (src/app/routes.tsx), whose code the worker precaches. */
const OFFLINE_ROUTE_MODULES = ['src/features/member-card/routes/', 'src/features/tickets/routes/ticket.', 'src/features/guest-pass/routes/', 'src/features/gate/routes/'];
/** Other screens' modules: the entry loads them lazily, and offline nobody needs them. */
const OTHER_SCREENS = /(\/routes\/|\/app\/pages\/|^_signup)/;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The built files the offline pages need, from Vite's manifest: the card's and gate's route
 * modules with all they import (also lazily: the QR drawer, the worker's registration), then the
 * app's entry with all it imports (its styles and fonts, the overlays, the bundled translations
 * the app falls back on without a network) but the other screens.
 */
export function offlineFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, screenAllowed: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || (!screenAllowed && OTHER_SCREENS.test(key))) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, true);
    for (const imported of chunk.dynamicImports ?? []) visit(imported, false);
  };
  for (const key of Object.keys(manifest).filter((name) => OFFLINE_ROUTE_MODULES.some((prefix) => name.startsWith(prefix)))) visit(key, true);
  visit('index.html', true);
  return files;
}

/**
 * The installable app and its service worker (vite-plugin-pwa, Workbox's generateSW), for the
 * app's client build only (vite.config.ts). The worker precaches the manifest's icons and the
 * code the card and gate pages need (offlineFiles), not the rest of the site. Their HTML is the
 * app's shell as the server answers it for a member: src/lib/offline-app.ts hands the page's
 * address to the worker once it runs (Workbox's CACHE_URLS), and the first route below keeps it.
 * The home never loads the worker: the two pages register it themselves.
 */
export function offlineAppPlugin(theme: Theme, base: string): Plugin[] {
  let outDir = 'dist';
  const buildDir: Plugin = { name: 'club-offline-app-out-dir', configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)) };
  // Patterns, not functions: Workbox copies them into the worker, where no variable of ours exists.
  const root = base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pages = OFFLINE_PAGES.map((page) => page.slice(1).replace(/\//g, '\\/')).join('|');
  return [buildDir, ...VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: [],
    // The icons come once, from globPatterns below.
    includeManifestIcons: false,
    manifest: {
      name: 'Mi carnet de abonado',
      short_name: 'Mi carnet',
      description: 'El carnet de abonado en el móvil, también sin conexión.',
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
      globPatterns: ['icons/*.png', 'assets/**/*.{js,css,woff2}'],
      manifestTransforms: [
        (entries) => {
          const needed = offlineFiles(JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>);
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || needed.has(entry.url)), warnings: [] };
        },
      ],
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
  })];
}
