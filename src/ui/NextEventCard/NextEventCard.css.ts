import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../theme';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  boxShadow: vars.shadow.sm,
});

export const card = styleVariants({
  default: [base],
  today: [base, { borderColor: vars.color.brand, borderWidth: '2px' }],
});

const eyebrowBase = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  padding: `${vars.space.md} ${vars.space.md} 0`,
  '@media': { [mediaQuery.md]: { paddingInline: vars.space.lg } },
});

export const eyebrow = styleVariants({
  default: [eyebrowBase, { color: vars.color.brandStrong }],
  // The band: brand behind onBrand text (≥ 4.5:1, contrast.test.ts).
  today: [eyebrowBase, { paddingBlock: vars.space.sm, background: vars.color.brand, color: vars.color.onBrand }],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  '@media': { [mediaQuery.md]: { padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}` } },
});

export const title = style({ fontSize: vars.fontSize.xl });

export const when = style({ fontWeight: vars.fontWeight.semibold });

export const details = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });

export const detail = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
  '@media': { [mediaQuery.sm]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

/** Full width on phones (an easy target with one thumb), its own width from `sm`. */
export const primary = style({ width: '100%', '@media': { [mediaQuery.sm]: { width: 'auto' } } });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
