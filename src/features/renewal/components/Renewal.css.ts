import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const strong = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

/** A person or an option: a card on a phone, the price at the end of the line from `md`. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

/** A native checkbox or radio with its label: large enough to tap. */
export const choice = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minHeight: '44px', fontWeight: vars.fontWeight.semibold });
export const control = style({
  flex: 'none',
  width: '24px',
  height: '24px',
  margin: 0,
  accentColor: vars.color.brandStrong,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** A quote, line by line: what it is, then its amount, aligned at the end. */
export const lines = style({ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: vars.space.md, rowGap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const lineTerm = style({ margin: 0 });
export const lineAmount = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const lineTotal = style({ fontWeight: vars.fontWeight.bold });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [mediaQuery.sm]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

/** Where focus lands after renewing or a refusal: no ring on a heading or a message moved to by script. */
export const focusTarget = style({ outline: 'none' });
/** A term and its amount grouped for the markup, laid out by the grid above. */
export const lineRow = style({ display: 'contents' });
