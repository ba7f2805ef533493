import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

/** One column on a phone; two from `lg`, where the blocks sit side by side. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaQuery.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
/** The card on game day, the next game and the notices: the whole row. */
export const wide = style({ '@media': { [mediaQuery.lg]: { gridColumn: '1 / -1' } } });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const text = style({ margin: 0 });
export const strong = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const status = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
