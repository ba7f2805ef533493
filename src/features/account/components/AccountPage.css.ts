import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

export { formStack as form, formRow as row } from '../../../ui/Page/Page.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const links = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const photo = style({
  flexShrink: 0,
  width: '6rem',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const photoLarge = style([photo, { width: '10rem' }]);

/** The photo above the data on a phone, beside it from `sm`. */
export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [mediaQuery.sm]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const payments = style({ margin: 0, paddingLeft: vars.space.lg });

/** A titled part inside a panel (the pass's payments), a link target of its own. */
export const subsection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingTop: vars.space.sm });

/** The condensed heading face reads small at body size: the panel's own title size, one level down in the outline. */
export const subsectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
