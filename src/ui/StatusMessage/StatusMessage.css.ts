import { style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  '@media': { [mediaQuery.md]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const code = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});

export const title = style({ fontSize: vars.fontSize.xxl });

export const text = style({ color: vars.color.textMuted, maxWidth: '32rem' });
