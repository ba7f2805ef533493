import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars, mediaQuery } from '../theme/contract.css';

export const group = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.lg },
  variants: {
    align: {
      start: { alignItems: 'flex-start', textAlign: 'start' },
      center: { alignItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { align: 'start' },
});

export type SectionHeadingVariants = NonNullable<RecipeVariants<typeof group>>;

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.brandStrong,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
  // The campaign menu scrolls here: keep the title clear of the sticky header.
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  '@media': { [mediaQuery.lg]: { fontSize: vars.fontSize.display } },
});

export const subtitle = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '40rem' });
