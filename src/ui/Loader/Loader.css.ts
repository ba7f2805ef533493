import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const screen = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loader,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  background: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  outline: 'none',
});

export const wheel = style({ width: '3rem', height: '3rem', borderWidth: '4px' });
