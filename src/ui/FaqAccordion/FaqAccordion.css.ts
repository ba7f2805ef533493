import { keyframes, style } from '@vanilla-extract/css';
import { vars, mediaQuery } from '../theme/contract.css';

/* Radix sets data-state="open" | "closed" on item, header, trigger and content: styled from here. */

export const root = style({ borderTop: `1px solid ${vars.color.border}` });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: '44px',
  margin: 0,
  padding: `${vars.space.md} ${vars.space.xxs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:hover': { color: vars.color.brandStrong },
    '&[data-state="open"]': { color: vars.color.brandStrong },
  },
  '@media': { [mediaQuery.lg]: { padding: `${vars.space.lg} ${vars.space.xs}` } },
});

export const chevron = style({
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  transition: `transform ${vars.motion.normal} ease`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

/* The global reduced-motion rule cuts these animations to nothing. */
export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.motion.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${close} ${vars.motion.normal} ease-out` },
  },
});

export const answer = style({
  padding: `0 ${vars.space.xxs} ${vars.space.md}`,
  maxWidth: '48rem',
  whiteSpace: 'pre-line', // line breaks in a translation show; answers are plain text, never HTML
  '@media': { [mediaQuery.lg]: { padding: `0 ${vars.space.xs} ${vars.space.lg}` } },
});
