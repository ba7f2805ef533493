import { style } from '@vanilla-extract/css';

/** The visually-hidden rules, for styles that apply them only in some state or at some width. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);
