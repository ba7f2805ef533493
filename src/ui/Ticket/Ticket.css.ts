import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../theme';

/**
 * The look of an entry to a game on a phone: a game's ticket and a guest's pass share it, so the
 * gate sees one kind of thing. Styles only: each page lays out its own words.
 */

/** The code beside the ticket's face from `md`; the code first on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const refreshed = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

/** The ticket itself, in the club's colours. */
export const ticket = style({
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const band = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: vars.space.md,
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
  color: '#1a1a1a',
  textAlign: 'center',
});

export const qr = style({ display: 'block', width: '15rem', maxWidth: '100%', aspectRatio: '1', imageRendering: 'pixelated' });

export const badge = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.inverseBackground,
  color: vars.color.inverseText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
