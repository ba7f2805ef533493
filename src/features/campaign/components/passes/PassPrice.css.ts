import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/theme';

export const from = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brandStrong,
});

export const fromNote = style({ color: vars.color.textMuted });

/** The rules that change the price: a quiet list under the figure. */
export const notes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingLeft: vars.space.lg,
});

globalStyle(`${notes} > li`, { overflowWrap: 'anywhere' });
globalStyle(`${notes} > li::marker`, { color: vars.color.brand });
