import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery, vars } from '../../../../ui/theme';

export const section = recipe({
  base: {
    padding: `${vars.space.xxl} 0`,
    // A /#section address scrolls here natively: keep the heading clear of the sticky header and menu.
    scrollMarginTop: `calc(${vars.layout.headerHeight} + 3.5rem)`,
    // The campaign menu focuses the section it scrolls to (like <main> after a navigation): the
    // reader's place moves, no ring is drawn around a whole section.
    selectors: { '&:focus': { outline: 'none' } },
    '@media': { [mediaQuery.lg]: { padding: '4.5rem 0' } },
  },
  variants: {
    tone: {
      plain: { background: vars.color.background },
      alt: { background: vars.color.surfaceAlt },
    },
  },
  defaultVariants: { tone: 'plain' },
});

/** Same width and side padding as the header bar and the banner. */
export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  '@media': { [mediaQuery.md]: { padding: `0 ${vars.space.lg}` } },
});

/** Marks every home section, so two in a row with the same background can share their gap. */
export const sectionRoot = style({});

// Two sections on the same background read as one flow: one gap between them, not two.
globalStyle(`${sectionRoot}[data-tone="plain"] + ${sectionRoot}[data-tone="plain"]`, { paddingTop: 0 });

/** A bordered card inside a section (calendar plans, contact columns). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
