import type { ThemeName } from '../src/ui/theme/themes';
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

/**
 * The same two widths under another theme (global `theme`), instead of the default ones: for the
 * few stories that show the kit in a second theme (stories/themes). Not for every story, which
 * would double the snapshots for the same components.
 */
export function themeModes(theme: ThemeName) {
  return {
    mobile: { disable: true },
    desktop: { disable: true },
    [`${theme} mobile`]: { ...allModes.mobile, theme },
    [`${theme} desktop`]: { ...allModes.desktop, theme },
  };
}
