import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

export const page = style({
  width: '100%',
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [mediaQuery.md]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.xxl, outline: 'none' });

export const intro = style({ color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

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
