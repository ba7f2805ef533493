import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.semibold });

/* The outline keeps the empty part of the bar visible (3:1 against the page, WCAG 1.4.11). */
export const track = style({
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.surfaceAlt,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.brand,
  transition: `width ${vars.motion.slow} ease-out`,
  '@media': { [mediaQuery.reducedMotion]: { transition: 'none' } },
});

export const valueText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
