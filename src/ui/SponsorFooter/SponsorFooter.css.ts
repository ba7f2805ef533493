import { style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '../theme/contract.css';

export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQuery.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQuery.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const mainGroup = style({
  gridColumn: '1 / -1',
});

export const groupTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  marginBottom: vars.space.xs,
});

export const logos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const logoLink = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: '#ffffff',
  padding: vars.space.xs,
});

export const logo = style({ width: '120px', height: '48px', objectFit: 'contain' });
