import { style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.fast} ease, transform ${vars.motion.fast} ease`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' } },
});

export const image = style({ width: '100%', objectFit: 'cover', background: vars.color.surfaceAlt });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
  padding: vars.space.md,
  '@media': { [mediaQuery.md]: { padding: vars.space.lg } },
});

export const title = style({ fontSize: vars.fontSize.xl, textTransform: 'uppercase', overflowWrap: 'anywhere' });

export const subtitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brandStrong });

export const age = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const price = style({ marginTop: 'auto', paddingTop: vars.space.sm, color: vars.color.text });

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});

/** The card's one action; its ::after covers the card so the whole surface answers a click. */
export const action = style({
  width: '100%',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [mediaQuery.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const gridColumns = {
  3: style({ '@media': { [mediaQuery.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' } } }),
  4: style({ '@media': { [mediaQuery.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } } }),
};

export const gridItem = style({ display: 'flex' });
