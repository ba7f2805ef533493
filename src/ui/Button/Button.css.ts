import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '44px', // touch target (WCAG 2.5.8 asks 24px; 44px is kinder on phones)
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ease, color ${vars.motion.fast} ease`,
    selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brandStrong,
        borderColor: vars.color.brandStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAlt } },
      },
      link: {
        background: 'transparent',
        color: vars.color.brandStrong,
        minHeight: 'auto',
        padding: 0,
        textDecoration: 'underline',
        borderRadius: vars.radius.sm,
      },
    },
    size: {
      small: { padding: `${vars.space.xxs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
      medium: { padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.md },
      large: { minHeight: '52px', padding: `${vars.space.sm} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
  },
  // A link-looking button sits in running text: no padding or minimum height at any size.
  compoundVariants: (['small', 'medium', 'large'] as const).map((size) => ({
    variants: { variant: 'link' as const, size },
    style: { padding: 0, minHeight: 'auto' },
  })),
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
