import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

export const list = style({
  display: 'grid',
  // Auto-fit: two figures share a phone's width when they fit, four sit in a row on a desktop.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

/** The value's colour, set by the tone. */
const valueColor = createVar();

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  borderLeft: '4px solid',
  overflowWrap: 'anywhere',
});

// Value colours are the message tokens: ≥ 4.5:1 on the tinted panel in both themes (axe checks the stories).
export const figure = styleVariants({
  default: [base, { borderLeftColor: vars.color.border }],
  positive: [base, { borderLeftColor: vars.color.success, vars: { [valueColor]: vars.color.success } }],
  negative: [base, { borderLeftColor: vars.color.danger, vars: { [valueColor]: vars.color.danger } }],
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const body = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const value = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: fallbackVar(valueColor, vars.color.text),
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
