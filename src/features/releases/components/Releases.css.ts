import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const game = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const gameTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const seats = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** Who and where above the action on a phone; side by side from `sm`. */
export const seat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [mediaQuery.sm]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const seatWho = style({ margin: 0, overflowWrap: 'anywhere' });
export const action = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const state = style({ fontWeight: vars.fontWeight.semibold });
export const sold = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.success });

export const rule = style({ margin: 0, marginBottom: vars.space.sm });

export const ledger = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const line = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mediaQuery.sm]: { flexDirection: 'row', justifyContent: 'space-between', gap: vars.space.md } },
});
export const amount = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const balance = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
