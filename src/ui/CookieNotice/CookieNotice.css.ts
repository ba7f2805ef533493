import { style } from '@vanilla-extract/css';
import { vars, mediaQuery, onInverse } from '../theme/contract.css';

export const notice = style({
  // Sticky at the end of the page: it floats over the content while reading and never hides the footer.
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.cookieNotice,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.inverseBackground,
  color: vars.color.inverseText,
  boxShadow: vars.shadow.lg,
  ...onInverse,
  '@media': {
    [mediaQuery.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'center', gap: vars.space.lg },
  },
});

export const text = style({ fontSize: vars.fontSize.sm, maxWidth: '48rem' });

export const link = style({ color: vars.color.inverseText, textDecoration: 'underline' });
