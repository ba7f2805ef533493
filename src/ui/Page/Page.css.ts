import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../theme';

const column = style({
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [mediaQuery.md]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const page = styleVariants({ narrow: [column, { maxWidth: '30rem' }], wide: [column, { maxWidth: '48rem' }] });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.xxl, outline: 'none' });

export const intro = style({ color: vars.color.textMuted });

/** A bar that stays under the header while the page scrolls: a purchase's countdown above a long list or map. */
export const stickyBar = style({
  position: 'sticky',
  top: vars.layout.headerHeight,
  zIndex: 1,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} 0`,
});

/** A form's fields one under the other; two side by side from `sm` inside a `formRow`. */
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const formRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: '1fr 1fr' } },
});
