import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

export const page = style({
  width: '100%',
  maxWidth: '30rem',
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

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'stretch' });

export const links = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});
