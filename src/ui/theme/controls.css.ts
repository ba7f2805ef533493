import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** A native select, as the kit's forms draw it: a 44 px touch target in the theme's colours. */
export const selectControl = style({
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
