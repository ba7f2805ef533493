import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../ui/theme';

/** Hidden on paper: the QR (its code rotates on the phone), the buttons, the offline badge. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });
/** Only on paper. */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

/** The card itself, in the club's colours. */
export const card = style({
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  breakInside: 'avoid',
});

export const band = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  // Paper keeps the band's colour.
  printColorAdjust: 'exact',
});

export const bandTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const identity = style({ display: 'flex', gap: vars.space.md, padding: vars.space.md, alignItems: 'flex-start' });

export const photo = style({
  flexShrink: 0,
  width: '5.5rem',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const initials = style([
  photo,
  {
    display: 'grid',
    placeItems: 'center',
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xxl,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.brandStrong,
  },
]);

export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

/** The code: white around the QR, whatever the theme, so a reader finds its edges. */
export const code = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  textAlign: 'center',
});

export const qr = style({ display: 'block', width: '15rem', maxWidth: '100%', aspectRatio: '1', imageRendering: 'pixelated' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const refreshed = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const badge = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  justifySelf: 'start',
  margin: `0 0 ${vars.space.md}`,
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.inverseBackground,
  color: vars.color.inverseText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const links = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** On paper, the card alone: the site's header and footer stay on screen. */
globalStyle(`body:has(${card}) :is(header[data-sticky-top], footer)`, { '@media': { print: { display: 'none' } } });

/** The card as a section of the home on a game's day. */
export const embedded = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const embeddedTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
