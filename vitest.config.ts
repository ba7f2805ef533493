import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY, STORYBOOK_TEST_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumLaunchOptions } from './scripts/chromium.ts';
import { visualChromium } from './scripts/visual-chromium.ts';
import { VIEWPORTS, VIEWPORT_KEYS, VISUAL_AXE_SCOPE } from './.storybook/visual.shared.ts';
import { VISUAL_BASELINES, VISUAL_DIFFS, visualPathResolver } from './.storybook/visual.paths.ts';

/** The browser window around the test iframe: at least the largest viewport, so Vitest never scales the iframe down. */
const VISUAL_WINDOW = {
  width: Math.max(...VIEWPORT_KEYS.map((key) => VIEWPORTS[key].width)),
  height: Math.max(...VIEWPORT_KEYS.map((key) => VIEWPORTS[key].height)),
};

/**
 * Added to the usual flags for the visual runner (baselines are made with them too): rasterise
 * whole tiles, images decoded before they are drawn; without these, edges (rounded corners,
 * glyphs) come out ±1 in colour from one run to the next.
 */
const VISUAL_CHROMIUM_ARGS = ['--disable-partial-raster', '--disable-checker-imaging'];

/**
 * The visual runner's own pinned Chromium (scripts/visual-chromium.ts), not the machine's. Where it
 * cannot run, the runner's global setup stops with the reason before any browser starts.
 */
const VISUAL_BROWSER = visualChromium();
const VISUAL_LAUNCH =
  'unsupported' in VISUAL_BROWSER
    ? { args: chromiumArgs }
    : {
        executablePath: VISUAL_BROWSER.executablePath,
        args: [...chromiumArgs, ...VISUAL_CHROMIUM_ARGS],
        env: { ...process.env, ...VISUAL_BROWSER.env },
      };

/**
 * Four runners: unit (jsdom), server (node, embedded DB), visual (every story at 375 and 1280 px:
 * play function, axe and the screenshot against its baseline; what npm test runs) and storybook
 * (every story once, play and axe, no screenshots: the quick check while working).
 */
/**
 * Tests of the pages the server draws with the app's code (src/app/render-member.tsx): run in Node
 * beside the server's, as the server draws them (React's Node build), and away from the unit
 * files, whose worker they would share with an i18next set to the server's one language.
 */
const DRAWN_IN_NODE = ['src/app/render-member.test.tsx'];

export default defineConfig((env) =>
  mergeConfig(
  viteConfig(env),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...DRAWN_IN_NODE],
            environment: 'jsdom',
            setupFiles: ['./src/test/setup.ts'],
            // The work (mostly setting up jsdom per file) is in the workers and the main process
            // waits: one worker per core instead of Vitest's cores - 1 (on two cores, 100 s → 72 s).
            maxWorkers: '100%',
            // One jsdom per worker, not per file (66 s → 14 s on two cores); src/test/setup.ts gives
            // each file fresh app modules and cleans what a file leaves behind.
            isolate: false,
            // A limit for a loaded machine, not a speed check: a passing test ends when it is done.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', ...DRAWN_IN_NODE],
            environment: 'node',
            // On PGlite: one migrated and seeded database, dumped for createTestDb to copy.
            globalSetup: ['./server/test/global-setup.ts'],
            // Files share their worker's loaded libraries (PGlite, Fastify, socket.io: most of the
            // import time) and import the server's own modules afresh (server/test/isolation.ts).
            setupFiles: ['./server/test/isolation.ts'],
            isolate: false,
            // The main process waits: one worker per core instead of Vitest's cores - 1. On PGlite the
            // work is in the workers; on PostgreSQL the workers also wait on the server (on two
            // cores: 136 s with one worker, 84 s with two, 81 s with three).
            maxWorkers: '100%',
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromiumLaunchOptions({ checked: false }) }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'visual',
            // The stories' files share their instance's page (no new iframe and module graph per
            // file: that was a third of this runner's time); every story renders afresh from its
            // args and decorators, and the pixel comparison fails any state one left behind.
            isolate: false,
            // Limits for a loaded machine: a story's play and axe, then its capture. The capture in
            // visual.setup.ts's afterEach has no timeout of its own (see there).
            testTimeout: 60_000,
            hookTimeout: 60_000,
            setupFiles: ['./.storybook/visual.setup.ts'],
            globalSetup: ['./.storybook/visual.global-setup.ts'],
            provide: { visualWindow: VISUAL_WINDOW },
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: VISUAL_LAUNCH,
                // Vitest scales the test iframe down to fit the window: the window is as large as
                // the largest viewport (and grows for tall stories, command below). Motion is not
                // emulated, so play functions run exactly as in 'storybook'; the setup file freezes
                // animations for the capture only.
                contextOptions: { viewport: VISUAL_WINDOW, deviceScaleFactor: 1 },
              }),
              // Baselines and diff images are written through the browser API (local server only).
              api: { allowWrite: true },
              screenshotFailures: false,
              commands: {
                async visualWindowSize(ctx, width: number, height: number) {
                  await ctx.page.setViewportSize({ width, height });
                },
              },
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // Any changed pixel fails: same Chromium, same flags, same fonts give identical pixels.
                  comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
                  resolveScreenshotPath: visualPathResolver(VISUAL_BASELINES),
                  resolveDiffPath: visualPathResolver(VISUAL_DIFFS),
                },
              },
              // One Chromium instance per viewport; each story renders at it (Storybook's viewport
              // global) unless the story pins another one.
              instances: VIEWPORT_KEYS.map((key) => {
                const { width, height } = VIEWPORTS[key];
                return {
                  browser: 'chromium' as const,
                  name: `visual-${width}`,
                  viewport: { width, height },
                  provide: {
                    [STORYBOOK_TEST_PROVIDE_KEY]: { a11y: true },
                    visualViewport: { key, width, height },
                    // axe on every story at the phone width; at the wider one only on page-level
                    // stories, where the width changes what is shown (a third of this runner's time).
                    [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: {
                      viewport: { value: key },
                      ...(key === VIEWPORT_KEYS[0] ? {} : { [VISUAL_AXE_SCOPE]: 'page-level' }),
                    },
                  },
                };
              }),
            },
          },
        },
      ],
    },
  }),
  ),
);
