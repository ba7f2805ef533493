import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const legend = style({ padding: 0, fontWeight: vars.fontWeight.semibold });
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px' });
export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.brand, flexShrink: 0 });
/** The result or the refusal takes the focus: its outline shows where the keyboard is. */
export const focusTarget = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });

/** From md the list scrolls in its own box, so the map beside it stays within reach. */
export const areaList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [mediaQuery.md]: { maxHeight: '20rem', overflowY: 'auto', padding: vars.space.xxs } },
});

export const areaButton = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  textAlign: 'start',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, borderWidth: '2px' },
  },
});
export const areaName = style({ fontWeight: vars.fontWeight.semibold });
