import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const toggle = style({
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const meter = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space.xxs });

const segment = style({ height: '6px', borderRadius: vars.radius.pill, background: vars.color.border });

export const segmentLevel = styleVariants({
  off: [segment],
  weak: [segment, { background: vars.color.danger }],
  fair: [segment, { background: vars.color.warning }],
  strong: [segment, { background: vars.color.success }],
});

export const strengthText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const requirements = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const requirement = styleVariants({
  met: { color: vars.color.success },
  unmet: { color: vars.color.textMuted },
});
