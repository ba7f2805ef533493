import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../theme';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@media': { [mediaQuery.md]: { padding: vars.space.lg } },
});

export const card = styleVariants({
  default: [base],
  // A band at the top as well as the colour of the border: not only a hue tells it apart.
  highlight: [base, { borderColor: vars.color.brand, borderTopWidth: '6px', boxShadow: vars.shadow.md }],
});

export const title = style({
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus:not(:focus-visible)': { outline: 'none' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted });

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const bar = style({
  display: 'block',
  height: '1rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': { [mediaQuery.reducedMotion]: { animation: 'none' } },
});

export const shortBar = style({ width: '60%' });

export const foot = style({ marginTop: 'auto', paddingTop: vars.space.xs });

/** The foot link: a 44 px tall target on phones, underlined as every link of the page. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
  borderRadius: vars.radius.sm,
});
