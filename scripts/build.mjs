#!/usr/bin/env node
/**
 * The production build: the client (dist/), a Node build of src/app/prerender.tsx and of the
 * member pages the server draws (src/app/render-member.tsx) in dist-ssr/, then the campaign pages
 * rendered to HTML inside dist/ (see scripts/prerender.mjs), and the
 * server as plain JavaScript (dist-server/, see scripts/build-server.mjs). One app version for
 * both client builds, so the prerendered pages ask for the same translation URL as the client.
 */
import { build } from 'vite';
import pkg from '../package.json' with { type: 'json' };
import { buildServer } from './build-server.mjs';
import { prerender } from './prerender.mjs';

process.env.VITE_APP_VERSION ||= `${pkg.version}-${Date.now().toString(36)}`;

await build({ logLevel: 'warn' });
await build({
  logLevel: 'warn',
  build: {
    // The prerendering (build time), and the member pages the server draws for a session (run time).
    ssr: true,
    rolldownOptions: { input: { prerender: 'src/app/prerender.tsx', 'member-page': 'src/app/render-member.tsx' } },
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
});
process.env.NODE_ENV = 'production'; // the production React server renderer, as the client uses
await prerender({ dist: 'dist', ssrModule: '../dist-ssr/prerender.js' });
await buildServer();
