/**
 * Setup file of the Vitest project 'visual' (vitest.config.ts). Each story runs as the Storybook
 * plugin runs it (render, play function); when it has passed, the whole page (document.body, so
 * portals such as dialogs are included) is compared pixel for pixel with the committed baseline
 * stories/__visual__/<width>/<story id>-chromium-linux.png.
 *
 * Determinism, before the capture:
 * - fonts: every self-hosted @font-face is loaded up front, and document.fonts.ready is awaited;
 * - motion: running finite animations and transitions are finished (end state, so a closing
 *   accordion or dialog has really closed) until the DOM stays still; then a stylesheet removes
 *   any animation and transition left (infinite ones such as spinners) and hides the text caret.
 *   Playwright's capture options do the same again (animations: 'disabled', caret: 'hide');
 * - size: a page-level story (`layout: 'fullscreen'`) is captured at the viewport's height, as a
 *   visitor first sees it (its full length is the play function's and e2e's to check, and the
 *   baselines stay small); any other story taller than the viewport is captured whole (fitContent);
 * - data: dates and everything else come from the stories' args and fixtures, never the clock;
 *   what does follow the clock (a running countdown, CLOCK_DRIVEN_SELECTORS) is masked;
 * - raster: Chromium flags in vitest.config.ts (no partial raster).
 */
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import { CLOCK_DRIVEN_SELECTORS, type ViewportKey } from './visual.shared';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The viewport this browser instance captures (per instance in vitest.config.ts). */
    visualViewport: { key: ViewportKey; width: number; height: number };
    /** The browser window's usual size, at least the largest viewport (vitest.config.ts). */
    visualWindow: { width: number; height: number };
  }
}
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Resizes the browser window around the test iframe (vitest.config.ts). */
    visualWindowSize: (width: number, height: number) => Promise<void>;
  }
}

const viewport = inject('visualViewport');
const WINDOW = inject('visualWindow');

/** Applied only for the capture, so play functions see the page as users do. */
const FREEZE = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/** A page-level story is captured as its first screen: the page is cut at the viewport's height. */
const FIRST_SCREEN = 'html, body { height: 100vh !important; overflow: hidden !important; }';

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Finishes every running finite animation or transition (Web Animations API: CSS ones included),
 * which fires their end events (Radix unmounts closed content on animationend), then waits until
 * two frames pass with no new animation and no DOM change. At most 20 rounds (about 0.7 s).
 */
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    let finished = 0;
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime;
      if (animation.playState !== 'finished' && typeof end === 'number' && Number.isFinite(end)) {
        animation.finish();
        finished += 1;
      }
    }
    let mutations = 0;
    const observer = new MutationObserver((records) => (mutations += records.length));
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    await frames();
    observer.disconnect();
    if (finished === 0 && mutations === 0) return;
  }
}

/**
 * A story taller than the viewport would be cut at the bottom of the test iframe: the iframe (and
 * the window around it, so Vitest does not scale it down) grows to the content's height, as
 * Chromatic's full-height snapshots do. Content sized in vh grows with it, hence at most 3 rounds.
 */
async function fitContent(width: number): Promise<boolean> {
  let resized = false;
  for (let round = 0; round < 3; round += 1) {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height <= window.innerHeight) break;
    await commands.visualWindowSize(Math.max(width, WINDOW.width), Math.max(height, WINDOW.height));
    await page.viewport(width, height);
    await frames();
    resized = true;
  }
  return resized;
}

beforeAll(async () => {
  // Every @font-face the theme declares (Inter, Barlow Condensed; bundled, no network).
  await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
});

afterEach(async (ctx) => {
  const storyId = ctx.task.meta.storyId;
  // Not a story, or the story already failed (its own error is the one to read).
  if (typeof storyId !== 'string' || ctx.task.result?.state === 'fail' || ctx.task.result?.errors?.length) return;

  // A story that pins the other viewport (globals.viewport) was rendered at that size: the
  // instance of that viewport captures it.
  if (window.innerWidth !== viewport.width || window.innerHeight !== viewport.height) {
    ctx.skip(`pinned to ${window.innerWidth}×${window.innerHeight}, captured at that viewport`);
  }
  // The one opt-out, shared with Chromatic: parameters: { chromatic: { disableSnapshot: true } }.
  const { story } = ctx as { story?: { parameters?: { chromatic?: { disableSnapshot?: boolean }; layout?: string } } };
  if (story?.parameters?.chromatic?.disableSnapshot === true) ctx.skip('chromatic.disableSnapshot');
  const pageLevel = story?.parameters?.layout === 'fullscreen';

  const freeze = document.createElement('style');
  freeze.textContent = pageLevel ? `${FREEZE}\n${FIRST_SCREEN}` : FREEZE;
  let resized = false;
  try {
    await document.fonts.ready;
    await settle();
    document.head.append(freeze);
    await settle();
    if (pageLevel) {
      window.scrollTo(0, 0);
      await settle();
    } else resized = await fitContent(viewport.width);
    if (resized) await settle();
    // "<width>/<component id>/<story name>": visual.paths.ts turns it into the baseline's path.
    const [componentId, storyName] = storyId.split('--');
    const mask = [...document.querySelectorAll(CLOCK_DRIVEN_SELECTORS.join(','))].map((element) => page.elementLocator(element));
    // Plain expect, not expect.element: in Vitest 4.1 a failing expect.element(…).toMatchScreenshot()
    // inside afterEach never settles and the hook times out instead of reporting the diff.
    await expect(document.body).toMatchScreenshot(`${viewport.width}/${componentId}/${storyName}`, {
      screenshotOptions: { mask },
      // No timeout of its own: Vitest 4.1 never clears that timer, so the last capture's kept the
      // runner's process alive after the run ("close timed out after 10000ms"). The hook's timeout
      // (vitest.config.ts) still ends a page that never gives two equal captures.
      timeout: 0,
    });
  } catch (error) {
    if (error instanceof Error && error.message.includes('No existing reference screenshot')) {
      error.message += `\nStory "${storyId}" has no baseline at ${viewport.width} px: check the capture above, then run \`npm run test:visual:update\`.`;
    }
    throw error;
  } finally {
    freeze.remove();
    if (resized) {
      await page.viewport(viewport.width, viewport.height);
      await commands.visualWindowSize(WINDOW.width, WINDOW.height);
    }
  }
});
