import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const alertTypes = ['error', 'alert', 'timer', 'success', 'info', 'tagged-alert'] as const;
export type AlertType = (typeof alertTypes)[number];

/** Each type has its own colour: the icon and the frame's top edge. */
const colourOf: Record<AlertType, string> = {
  error: vars.color.danger,
  alert: vars.color.warning,
  timer: vars.color.brandStrong,
  success: vars.color.success,
  info: vars.color.info,
  'tagged-alert': vars.color.warning,
};

export const tone = styleVariants(colourOf, (colour) => ({ borderTop: `6px solid ${colour}`, vars: { '--alert-colour': colour } }));

export const centred = style({ textAlign: 'center', alignItems: 'center' });

export const icon = style({ color: 'var(--alert-colour)', width: '48px', height: '48px' });

export const tag = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  border: `1px solid var(--alert-colour)`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const text = style({ whiteSpace: 'pre-line' });
