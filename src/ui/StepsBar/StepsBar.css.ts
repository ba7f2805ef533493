import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, mediaQuery } from '../theme/contract.css';
import { visuallyHiddenRules } from '../VisuallyHidden/VisuallyHidden.css';

/**
 * Mobile first. Phones: numbers in a row, only the current step's label on screen (the others stay
 * for screen readers). From 680 px every label shows; from 992 and 1200 px more room between steps.
 */
export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xxs, // room for the current step's ring
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  '@media': {
    [mediaQuery.sm]: { gap: vars.space.xs },
    [mediaQuery.lg]: { gap: vars.space.sm, fontSize: vars.fontSize.md },
    [mediaQuery.xl]: { gap: vars.space.md },
  },
});

/** One step; a line after it leads to the next (coloured once the step is done). */
export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minWidth: 0,
    selectors: {
      '&:not(:last-child)': { flex: '1 1 0' },
      '&:not(:last-child)::after': {
        content: '""',
        flex: '1 1 auto',
        minWidth: vars.space.sm,
        height: '2px',
        borderRadius: vars.radius.pill,
        background: vars.color.border,
      },
    },
    '@media': {
      [mediaQuery.sm]: { gap: vars.space.xs },
      [mediaQuery.lg]: { gap: vars.space.sm },
      [mediaQuery.xl]: { gap: vars.space.md },
    },
  },
  variants: {
    state: {
      current: {},
      upcoming: {},
      done: { selectors: { '&:not(:last-child)::after': { background: vars.color.brandStrong } } },
    },
  },
});

/** The step itself: a button when it can be clicked, plain text otherwise. */
export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px', // touch target on phones
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  lineHeight: vars.lineHeight.tight,
});

export const clickable = style({ cursor: 'pointer' });

export const number = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: '2rem',
    height: '2rem',
    border: '2px solid',
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    '@media': {
      [mediaQuery.sm]: { width: '2.25rem', height: '2.25rem' },
      [mediaQuery.xl]: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.lg },
    },
  },
  variants: {
    state: {
      upcoming: { background: vars.color.surface, borderColor: vars.color.textMuted, color: vars.color.textMuted },
      done: { background: vars.color.brandStrong, borderColor: vars.color.brandStrong, color: vars.color.onBrand },
      current: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        // A ring around the current step: highlighted, not just filled like a done one.
        boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.brand}`,
      },
    },
  },
});

/** Off screen but read (the visually-hidden pattern) until 680 px, except the current step's label. */
const hiddenOnPhones = {
  ...visuallyHiddenRules,
  '@media': {
    [mediaQuery.md]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
} as const;

export const label = recipe({
  base: {
    minWidth: 0,
    overflowWrap: 'anywhere',
    selectors: { [`${clickable}:hover &`]: { textDecoration: 'underline' } },
  },
  variants: {
    state: {
      upcoming: { ...hiddenOnPhones, color: vars.color.textMuted },
      done: { ...hiddenOnPhones, color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    },
  },
});
