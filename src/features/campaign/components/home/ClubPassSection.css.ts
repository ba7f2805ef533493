import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../../../ui/theme';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [mediaQuery.lg]: { gap: vars.space.xxl } },
});
