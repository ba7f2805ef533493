import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars, mediaQuery } from '../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const time = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
    '@media': { [mediaQuery.md]: { fontSize: vars.fontSize.xxl } },
  },
  variants: {
    urgency: {
      normal: { color: vars.color.text },
      // The last minute and the end: in the danger colour (AA on white).
      low: { color: vars.color.danger },
    },
  },
});

/** One unit, e.g. "2 min": never split across lines. */
export const part = style({ whiteSpace: 'nowrap' });
