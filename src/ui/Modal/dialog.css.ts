import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Shared look of every dialog of the kit: backdrop, centred frame, title, actions. */
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -46%)' }, to: { opacity: 1, transform: 'translate(-50%, -50%)' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.modal,
  animation: `${fadeIn} ${vars.motion.fast} ease-out`,
});

export const frame = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.modal,
  width: `calc(100vw - ${vars.space.xl})`,
  maxHeight: `calc(100vh - ${vars.space.xl})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.normal} ease-out`,
  outline: 'none',
});

/** Frame widths of spec §9. */
export const width = styleVariants({
  modal: { maxWidth: '600px' },
  alert: { maxWidth: '300px' },
  dialog: { maxWidth: '280px' },
  dialogLarge: { maxWidth: '500px' },
  page: { maxWidth: '600px' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

/** Scrolling text areas: 500 px in modals, 400 px in page popups (spec §9). */
export const body = styleVariants({
  // The padding, taken back by the margin, keeps the focus rings of fields near the edge inside the scrolled area.
  modal: { maxHeight: '500px', overflowY: 'auto', padding: '4px', margin: '-4px' },
  page: { maxHeight: '400px', overflowY: 'auto' },
  plain: {},
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const closeButton = style({
  flexShrink: 0,
  width: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});
