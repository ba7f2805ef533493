import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const tone = styleVariants({
  error: [base, { borderColor: vars.color.danger }],
  warning: [base, { borderColor: vars.color.warning }],
  success: [base, { borderColor: vars.color.success }],
  info: [base, { borderColor: vars.color.info }],
});

export const title = style({ fontWeight: vars.fontWeight.bold });
