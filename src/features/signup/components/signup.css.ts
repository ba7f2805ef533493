import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

export { formStack as form } from '../../../ui/Page/Page.css';

export const frame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The hold's countdown stays in view while the member scrolls the map or the list. */
export { stickyBar as clock } from '../../../ui/Page/Page.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: '1fr 1fr' } },
});

/** Plain-word steps: a bulleted list, each step a line of its own. */
export const stepsList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const product = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', background: vars.color.surfaceAlt },
  },
});

export const radio = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.brand, margin: 0 });

export const strong = style({ fontWeight: vars.fontWeight.bold });

export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.semibold });

export const totals = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const person = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const stock = style([muted, { gridColumn: '2 / -1' }]);

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const checkLine = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minHeight: '44px', cursor: 'pointer' });

export const checkbox = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.15rem', accentColor: vars.color.brand, flexShrink: 0 });

export const error = style({ display: 'flex', gap: vars.space.xxs, color: vars.color.danger, fontSize: vars.fontSize.sm });

/** Six digits: a short input, its digits spaced to read back against the mail (label and hint as usual). */
export const codeField = style({});
globalStyle(`${codeField} input`, { maxWidth: '12rem', letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' });
