import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars, mediaQuery, onInverse } from '../theme/contract.css';

/** Marks a banner that is one link, so its parts can react to hovering it. */
const clickableRoot = style({});

export const banner = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    textDecoration: 'none',
    '@media': { [mediaQuery.md]: { flexDirection: 'row', alignItems: 'stretch' } },
  },
  variants: {
    tone: {
      light: { background: vars.color.surfaceAlt, color: vars.color.text },
      dark: {
        background: vars.color.inverseBackground,
        color: vars.color.inverseText,
        ...onInverse,
      },
    },
    /** The whole banner is one link. */
    clickable: {
      true: [clickableRoot, { transition: `box-shadow ${vars.motion.fast} ease`, selectors: { '&:hover': { boxShadow: vars.shadow.md } } }],
      false: {},
    },
  },
  defaultVariants: { tone: 'light', clickable: false },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const image = style({
  width: '100%',
  objectFit: 'cover',
  '@media': { [mediaQuery.md]: { width: '50%', flexShrink: 0 } },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': { [mediaQuery.lg]: { padding: vars.space.xxl } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  textTransform: 'uppercase',
  selectors: { [`${clickableRoot}:hover &`]: { textDecoration: 'underline' } },
  '@media': { [mediaQuery.lg]: { fontSize: vars.fontSize.display } },
});

export const text = style({ fontSize: vars.fontSize.lg, maxWidth: '36rem' });
