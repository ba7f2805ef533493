import { style } from '@vanilla-extract/css';
import { mediaQuery, onInverse, vars } from '../../../../ui/theme';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.inverseBackground})`,
  color: vars.color.inverseText,
  padding: `${vars.space.xxl} 0`,
  ...onInverse,
  '@media': { [mediaQuery.md]: { padding: '6rem 0' } },
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  // Same side padding as the header bar, so the banner lines up with the logo.
  padding: `0 ${vars.space.md}`,
  '@media': { [mediaQuery.md]: { padding: `0 ${vars.space.lg}` } },
});

export const season = style({
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.sm,
});

export const title = style({
  fontSize: vars.fontSize.display,
  overflowWrap: 'anywhere',
  '@media': { [mediaQuery.lg]: { fontSize: '4rem' } },
});

export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '36rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const cta = style({
  background: vars.color.surface,
  color: vars.color.brandStrong,
  // Same selector as the kit's hover, so this one wins (it comes later).
  selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAlt } },
});

/** Second action on the dark banner: an outline in the banner's text colour. */
export const dossier = style({
  background: 'transparent',
  color: vars.color.inverseText,
  borderColor: vars.color.inverseText,
  selectors: { '&:hover:not(:disabled)': { background: 'rgba(255, 255, 255, 0.12)' } },
});
