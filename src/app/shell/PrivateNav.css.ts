import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../ui/theme';

export const nav = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });

/**
 * One row of tabs: on a phone it scrolls sideways under the finger with no scrollbar to take
 * height or flash in; from `md` every tab fits.
 */
export const strip = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xxs,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { [mediaQuery.md]: { padding: `0 ${vars.space.lg}`, gap: vars.space.xs } },
});

export const item = style({ flexShrink: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    // The focus ring is drawn inside: the strip clips whatever overflows it.
    '&:focus-visible': { outlineOffset: '-3px' },
    '&:hover': { color: vars.color.brandStrong, textDecoration: 'underline' },
    // Where the member is: a bar under the text, not colour alone (WCAG 1.4.1).
    '&[aria-current="page"]': { color: vars.color.brandStrong, boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
  },
});
