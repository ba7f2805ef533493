/**
 * Shared by the Storybook preview, the Chromatic parameters and the local visual runner
 * (vitest.config.ts, project 'visual'). Node and browser safe: no imports.
 */

/** The two widths the site is designed and reviewed at. */
export const VIEWPORTS = {
  mobile: { name: 'Móvil (375 px)', width: 375, height: 812, type: 'mobile' },
  desktop: { name: 'Escritorio (1280 px)', width: 1280, height: 800, type: 'desktop' },
} as const;

export type ViewportKey = keyof typeof VIEWPORTS;

export const VIEWPORT_KEYS = Object.keys(VIEWPORTS) as ViewportKey[];

/**
 * Content that follows the clock, so no two captures agree: masked in local captures (the box's
 * size and place still count) and ignored by Chromatic (`ignoreSelectors`). A running countdown
 * is a `timer`.
 */
export const CLOCK_DRIVEN_SELECTORS = ['[role="timer"]'];

/**
 * A global the visual runner sets on its wide instance: 'page-level' limits axe there to
 * page-level stories (see the preview's beforeEach); the phone width runs axe on every story.
 */
export const VISUAL_AXE_SCOPE = 'visualAxeScope';
