import { globalStyle, style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '../../../../ui/theme';

/** Layout shared by the pass pages and the promotion page: a title band, then cards. */

/** Same side padding as the header bar, so the page lines up with the logo. */
const gutter = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  '@media': { [mediaQuery.md]: { padding: `0 ${vars.space.lg}` } },
});

export const hero = style({
  background: vars.color.surfaceAlt,
  padding: `${vars.space.xl} 0`,
  '@media': { [mediaQuery.md]: { padding: `${vars.space.xxl} 0` } },
});

export const heroInner = style([
  gutter,
  {
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'center',
    '@media': { [mediaQuery.lg]: { gridTemplateColumns: '3fr 2fr' } },
  },
]);

export const heroText = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

export const eyebrow = style({
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.sm,
  color: vars.color.brandStrong,
});

export const title = style({
  fontSize: vars.fontSize.display,
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
  '@media': { [mediaQuery.lg]: { fontSize: '3.5rem' } },
});

export const age = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '38rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

export const heroImage = style({
  width: '100%',
  borderRadius: vars.radius.lg,
  // Phones see the title and the action first; the picture is decoration.
  display: 'none',
  '@media': { [mediaQuery.md]: { display: 'block', maxWidth: '32rem' } },
});

export const body = style([
  gutter,
  {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    marginTop: vars.space.xl,
    marginBottom: vars.space.xxl,
    '@media': { [mediaQuery.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } },
  },
]);

/** A block of the page; `wide` ones take the whole row on large screens. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

/** The price block beside the two short ones on large screens. */
export const tall = style({ '@media': { [mediaQuery.lg]: { gridRow: 'span 2' } } });

export const wide = style({ '@media': { [mediaQuery.lg]: { gridColumn: '1 / -1' } } });

export const plain = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({ fontSize: vars.fontSize.xxl, textTransform: 'uppercase' });

/** A list whose items carry a check mark: what is included, the conditions. */
export const checkList = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

globalStyle(`${checkList} > li`, { position: 'relative', paddingLeft: vars.space.xl, overflowWrap: 'anywhere' });
globalStyle(`${checkList} > li::before`, {
  content: '""',
  position: 'absolute',
  left: vars.space.xxs,
  top: '0.35em',
  width: '0.9em',
  height: '0.5em',
  borderLeft: `3px solid ${vars.color.brand}`,
  borderBottom: `3px solid ${vars.color.brand}`,
  transform: 'rotate(-45deg)',
});

export const footerNav = style({ '@media': { [mediaQuery.lg]: { gridColumn: '1 / -1' } } });

/** Numbered steps, the number in the club colour. */
export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingLeft: vars.space.lg });

globalStyle(`${steps} > li::marker`, { color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold });
