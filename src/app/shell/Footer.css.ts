import { style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '../../ui/theme';

export const footer = style({
  background: vars.color.inverseBackground,
  color: vars.color.inverseText,
  // Dark surface: the inverse focus ring and light muted text keep AA contrast (the spinner uses textMuted).
  vars: { [vars.color.focus]: vars.color.focusInverse, [vars.color.textMuted]: vars.color.inverseTextMuted },
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [mediaQuery.md]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQuery.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  marginBottom: vars.space.sm,
});

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xxs });

export const link = style({
  color: vars.color.inverseText,
  display: 'inline-block',
  padding: `${vars.space.xxs} 0`,
  selectors: { '&:hover': { color: vars.color.inverseTextMuted } },
});

export const contact = style({ fontStyle: 'normal', display: 'grid', gap: vars.space.xxs, color: vars.color.inverseTextMuted });

export const muted = style({ color: vars.color.inverseTextMuted, fontSize: vars.fontSize.sm });

export const problem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
