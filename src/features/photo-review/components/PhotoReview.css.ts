import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const listHeading = style({ margin: 0, fontSize: vars.fontSize.lg, ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } });

/** One photo a row on a phone, two or three beside each other on wider screens. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQuery.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQuery.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

/** The card's 3:4, as large as the column allows: the employee judges a face. */
export const photo = style({ width: '100%', maxWidth: '18rem', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: vars.radius.sm, alignSelf: 'center' });

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const pages = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const reasons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 'none' });
export const legend = style({ marginBottom: vars.space.sm, fontWeight: vars.fontWeight.semibold });
export const reason = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minHeight: '44px', cursor: 'pointer' });
export const radio = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.15rem', flexShrink: 0, accentColor: vars.color.brand });
export const fieldError = style({ margin: 0, color: vars.color.danger });
