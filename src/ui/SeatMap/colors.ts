import { vars } from '../theme/contract.css';
import type { SeatMapColors } from './palette';

/** Which theme token paints what on the canvas. */
const TOKENS: Record<keyof SeatMapColors, string> = {
  background: vars.color.surfaceAlt,
  available: vars.color.seatAvailable,
  taken: vars.color.seatTaken,
  current: vars.color.seatCurrent,
  unavailable: vars.color.seatUnavailable,
  selected: vars.color.seatSelected,
  focus: vars.color.focus,
  highlight: vars.color.text,
  onSeat: vars.color.onBrand,
  shape: vars.color.surface,
  shapeEmpty: vars.color.border,
  outline: vars.color.textMuted,
  text: vars.color.text,
};

/**
 * Under forced colours (Windows high contrast) the page takes the user's system colours, which a
 * canvas does not get by itself: draw with the same system colour keywords. Shapes keep the states
 * apart (ring, white core, focus ring); sold and not-at-this-price seats are both GrayText.
 */
const FORCED: SeatMapColors = {
  background: 'Canvas',
  available: 'LinkText',
  taken: 'GrayText',
  current: 'ButtonText',
  unavailable: 'GrayText',
  selected: 'Highlight',
  focus: 'Highlight',
  highlight: 'CanvasText',
  onSeat: 'Canvas',
  shape: 'Canvas',
  shapeEmpty: 'Canvas',
  outline: 'CanvasText',
  text: 'CanvasText',
};

/** Resolves the theme's CSS variables on `element`: the canvas needs plain colour strings. */
export function readColors(element: Element): SeatMapColors {
  if (matchMedia('(forced-colors: active)').matches) return FORCED;
  const style = getComputedStyle(element);
  const entries = Object.entries(TOKENS).map(([key, token]) => {
    const name = /var\((--[^,)]+)/.exec(token)?.[1];
    return [key, (name && style.getPropertyValue(name).trim()) || '#000'];
  });
  return Object.fromEntries(entries) as SeatMapColors;
}

export function readFont(element: Element): string {
  return getComputedStyle(element).fontFamily || 'sans-serif';
}
