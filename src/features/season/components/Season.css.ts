import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0 });
export const strong = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** When and what above the state and actions on a phone; side by side from `md`. */
export const game = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  '@media': { [mediaQuery.md]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.lg } },
});
export const gameInfo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const gameTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const gameSide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [mediaQuery.md]: { alignItems: 'flex-end', textAlign: 'end', maxWidth: '50%' } },
});

export const status = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const counts = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.semibold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const link = style({ overflowWrap: 'anywhere' });
