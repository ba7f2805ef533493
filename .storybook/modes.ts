import { VIEWPORTS } from './visual.shared';

/**
 * Chromatic modes (https://www.chromatic.com/docs/modes): one snapshot per width, the widths of the
 * local visual runner. Applied to every story in preview.tsx; a story that only makes sense at one
 * width turns the other off: `parameters: { chromatic: { modes: { desktop: { disable: true } } } }`.
 */
export const allModes = {
  mobile: { viewport: VIEWPORTS.mobile.width },
  desktop: { viewport: VIEWPORTS.desktop.width },
} as const;
