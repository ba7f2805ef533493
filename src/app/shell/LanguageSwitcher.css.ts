import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme';

export const group = style({ display: 'flex', gap: vars.space.xxs });

export const option = style({
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.brandStrong, borderColor: vars.color.brandStrong },
    '&:hover': { background: vars.color.surfaceAlt },
  },
});
