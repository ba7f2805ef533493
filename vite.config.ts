import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { parseEnvironment } from './src/lib/env-schema.ts';
import { themes, type ThemeName } from './src/ui/theme/themes/index.ts';
import pkg from './package.json' with { type: 'json' };
import { offlineAppPlugin } from './scripts/offline-app-plugin.ts';

const localesDir = resolve(import.meta.dirname, 'src/locales');
/** The entry of the prerendered pages (see src/app/prerendered/main.ts). */
const PRERENDERED_PAGE_ENTRY = 'src/app/prerendered/main.ts';

/** Serves src/locales as /translations/{lang}.json in dev, as the API server does in production. */
function translationsPlugin(languages: string[]): Plugin {
  return {
    name: 'club-translations',
    configureServer(server) {
      server.middlewares.use('/translations', async (req, res, next) => {
        const lang = /^\/([a-z]{2})\.json/.exec(req.url ?? '')?.[1];
        if (!lang || !languages.includes(lang)) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(await readFile(resolve(localesDir, `${lang}.json`)));
      });
    },
  };
}

/**
 * Writes the configured theme (VITE_THEME) into index.html: `<html data-theme>` and the browser's
 * theme colour. Every page (the shell, the prerendered ones built from it) carries it before any
 * script runs, so the first paint is already in the club's look.
 */
function themePlugin(theme: ThemeName): Plugin {
  return {
    name: 'club-theme',
    transformIndexHtml: (html) =>
      html
        .replace(/<html\b/, `<html data-theme="${theme}"`)
        .replace(/(<meta name="theme-color" content=")[^"]*/, `$1${themes[theme].color.brand}`),
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  process.env.VITE_APP_VERSION ||= `${pkg.version}-${command === 'build' ? Date.now().toString(36) : 'dev'}`;
  // A bad VITE_* value stops dev and build here, naming the key.
  const env = parseEnvironment({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickViteVars(process.env) });
  const apiPort = process.env.API_PORT ?? '3001';
  return {
    base: env.staticPath,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      translationsPlugin(env.languages.map((l) => l.code)),
      themePlugin(env.theme),
      // The service worker and web manifest: the app's client build only (Storybook drops it too).
      command === 'build' && !isSsrBuild && offlineAppPlugin(themes[env.theme], env.staticPath),
    ],
    server: {
      // The queue tracker's socket is on the API server too (same origin in production). The
      // browser's Host header is kept (changeOrigin false: Vite 8 rewrites it otherwise), so the
      // server's same-origin check (server/http/same-origin.ts, the socket's handshake) sees the
      // page's own origin and accepts its POSTs.
      proxy: {
        '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
        '/socket.io': { target: `http://127.0.0.1:${apiPort}`, ws: true, changeOrigin: false },
      },
    },
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under test.
    optimizeDeps: {
      include: [
        '@radix-ui/react-accordion',
        '@radix-ui/react-dialog',
        'dompurify',
        'i18next',
        'react-i18next',
        'react-router-dom',
        'socket.io-client',
        'swr',
        'zod/mini',
        'zustand',
        'zustand/vanilla',
      ],
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      // dist/.vite/manifest.json: bench/bundle.mjs follows it to size each route's initial chunks.
      manifest: true,
      // Two entries: the app (index.html), and the small script of the prerendered campaign pages,
      // which starts the app only when it is needed (scripts/prerender.mjs puts it in those pages).
      rolldownOptions: isSsrBuild ? {} : { input: { index: resolve(import.meta.dirname, 'index.html'), page: PRERENDERED_PAGE_ENTRY } },
    },
  };
});

function pickViteVars(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && !!entry[1]),
  );
}
