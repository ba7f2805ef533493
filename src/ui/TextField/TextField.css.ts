import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

export const input = style({
  width: '100%',
  minHeight: '44px', // touch target, like the buttons
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`, // ≥ 3:1 against the page (WCAG 1.4.11)
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md, // 16px and up: phones do not zoom in on focus
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { background: vars.color.surfaceAlt, cursor: 'not-allowed' },
  },
});

export const withTrailing = style({ paddingRight: '6.5rem' });

export const trailing = style({
  position: 'absolute',
  insetBlock: '2px',
  right: '2px',
  display: 'flex',
  alignItems: 'center',
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.danger,
});
