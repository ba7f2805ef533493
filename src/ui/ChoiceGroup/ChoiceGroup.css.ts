import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const option = style({ position: 'relative', display: 'flex' });

/** The native radio stays (arrow keys, form semantics); the label is the visible pill. */
export const radio = style({ position: 'absolute', opacity: 0, width: '100%', height: '100%', margin: 0, cursor: 'pointer' });

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    [`${radio}:checked + &`]: { background: vars.color.brandStrong, borderColor: vars.color.brandStrong, color: vars.color.onBrand },
    [`${radio}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
