import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHiddenRules } from '../VisuallyHidden/VisuallyHidden.css';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const levelTitle = style({
  margin: 0,
  marginRight: 'auto',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const stage = style({
  position: 'relative',
  width: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const surface = style({
  position: 'absolute',
  inset: 0,
  // One finger scrolls the page (the hint explains two); the map handles pinch itself.
  touchAction: 'pan-x pan-y',
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-dragging="true"]': { cursor: 'grabbing' },
    '&[data-one-finger-pan]': { touchAction: 'none' },
    '&[data-pointing]': { cursor: 'pointer' },
    '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.focus}` },
  },
});

export const controls = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'grid',
  gap: vars.space.xxs,
  boxShadow: vars.shadow.sm,
  borderRadius: vars.radius.md,
});

/** A layer of its own: during a gesture its picture is moved by a transform, with no repaint (see gesturePreview.ts). */
export const canvas = style({ display: 'block', width: '100%', height: '100%', willChange: 'transform' });

export const minimap = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: vars.space.xs,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  touchAction: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const tooltip = style({
  position: 'absolute',
  transform: 'translate(-50%, calc(-100% - 12px))',
  maxWidth: '16rem',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.inverseBackground,
  color: vars.color.inverseText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  pointerEvents: 'none',
  boxShadow: vars.shadow.md,
});

/** What the last choice did (chosen, removed, refused): visible, and announced politely. */
export const status = style({
  minHeight: '1.5em',
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** A fact about what is shown, such as no wheelchair spaces under the filter. */
export const note = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `4px solid ${vars.color.textMuted}`,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
});

export const touchHint = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  color: vars.color.inverseText,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  pointerEvents: 'none',
});

export const help = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { '(hover: none)': { display: 'none' } },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const swatch = style({ flex: 'none' });

/** Legend swatches in the canvas's colours, system colours included under forced colours (see colors.ts). */
const FORCED = '(forced-colors: active)';
const filled = (fill: string, forced: string) => style({ fill, '@media': { [FORCED]: { fill: forced } } });
export const swatchShape = {
  available: filled(vars.color.seatAvailable, 'LinkText'),
  selected: filled(vars.color.seatSelected, 'Highlight'),
  current: filled(vars.color.seatCurrent, 'ButtonText'),
  taken: filled(vars.color.seatTaken, 'GrayText'),
  unavailable: style({ fill: 'none', stroke: vars.color.seatUnavailable, '@media': { [FORCED]: { stroke: 'GrayText' } } }),
};
export const swatchCore = filled(vars.color.onBrand, 'Canvas');
/** The wheelchair symbol and the companion's bar: strokes in the seat's light colour. */
export const swatchMark = style({ fill: 'none', stroke: vars.color.onBrand, '@media': { [FORCED]: { stroke: 'Canvas' } } });
/** The proposal's dashed halo (the canvas's `highlight` colour). */
export const swatchHalo = style({ fill: 'none', stroke: vars.color.text, '@media': { [FORCED]: { stroke: 'CanvasText' } } });

export const message = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '12rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const messageTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const messageText = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

/** The list alternative: hidden until keyboard focus enters it, then shown in place (and kept, see SeatListAlternative). */
export const alternative = style({
  selectors: {
    '&:not(:focus-within)': visuallyHiddenRules,
  },
});

export const alternativeFieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const alternativeLegend = style({ fontWeight: vars.fontWeight.semibold, padding: 0 });

export const field = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const seatOptions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '20rem',
  overflowY: 'auto',
});

export const seatOption = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '32px' });

export const seatGroup = style({ margin: 0, padding: 0, border: 0, display: 'grid', gap: vars.space.xs });

