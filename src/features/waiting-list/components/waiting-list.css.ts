import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const strong = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, maxWidth: '20rem' });
export const label = style({ fontWeight: vars.fontWeight.semibold });
export const error = style({ margin: 0, color: vars.color.danger });
/** The status and the refusal take the focus after a write: their outline shows where the keyboard is. */
export const focusTarget = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });
