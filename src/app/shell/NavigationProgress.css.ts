import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } });

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: vars.zIndex.loader,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: vars.color.brand,
    animation: `${slide} 1s ease-in-out infinite`,
  },
});
