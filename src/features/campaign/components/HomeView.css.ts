import { style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '../../../ui/theme';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.inverseBackground})`,
  color: vars.color.inverseText,
  padding: `${vars.space.xxl} 0`,
  vars: { [vars.color.focus]: '#facc15' },
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
  '@media': { [mediaQuery.lg]: { fontSize: '4rem' } },
});

export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '36rem' });

export const cta = style({
  background: vars.color.surface,
  color: vars.color.brandStrong,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});
