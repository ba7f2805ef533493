import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../theme';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, flexGrow: 1, minWidth: 0 });

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: '12rem 1fr', gap: vars.space.md } },
});

export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const empty = style([value, { color: vars.color.textMuted, fontStyle: 'italic' }]);
