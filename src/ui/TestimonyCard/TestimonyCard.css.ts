import { style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
  borderTop: `4px solid ${vars.color.brand}`,
  '@media': { [mediaQuery.lg]: { padding: vars.space.xl } },
});

export const mark = style({
  fontFamily: vars.font.heading,
  fontSize: '4rem',
  lineHeight: 0.6,
  height: '1.5rem',
  color: vars.color.brand,
});

export const quote = style({
  flexGrow: 1,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const portrait = style({
  width: '64px',
  height: '64px',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.surface,
});

export const name = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const passType = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
