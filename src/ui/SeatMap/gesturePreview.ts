import type { Size, View } from './geometry';

/**
 * During a pan or zoom gesture the canvas is not redrawn each frame: its last picture is moved and
 * scaled by a CSS transform, which the compositor applies without a new bitmap. A redraw costs
 * filling and handing over a canvas-sized bitmap; a transform costs neither.
 */

/** A picture scaled further than this (either way) is blurred or too small: it is redrawn. */
const MAX_SCALE = 2;
/** A picture that covers less of the viewport than this leaves too much blank: it is redrawn. */
const MIN_COVERAGE = 0.5;

/** How the picture drawn at one view is placed to show another, about the viewport's centre (CSS px). */
export interface PreviewTransform {
  scale: number;
  x: number;
  y: number;
}

/** The transform that shows, from a picture drawn at `drawn`, what `current` would draw (exactly, up to pixel blur). */
export function previewTransform(drawn: View, current: View, fitScale: number): PreviewTransform {
  const k = fitScale * current.zoom;
  return { scale: current.zoom / drawn.zoom, x: (drawn.centerX - current.centerX) * k, y: (drawn.centerY - current.centerY) * k };
}

/** Whether the moved picture is still a fair stand-in: not scaled too far, and covering enough of the viewport. */
export function previewHolds({ scale, x, y }: PreviewTransform, size: Size): boolean {
  if (scale > MAX_SCALE || scale < 1 / MAX_SCALE) return false;
  const covered = overlap(x, scale, size.width) * overlap(y, scale, size.height);
  return covered >= MIN_COVERAGE;
}

/** The share of a viewport side still covered by the picture's side, scaled about the centre and moved by `offset`. */
function overlap(offset: number, scale: number, side: number): number {
  const half = (side * scale) / 2;
  const start = Math.max(0, side / 2 + offset - half);
  const end = Math.min(side, side / 2 + offset + half);
  return Math.max(0, end - start) / side;
}

export function cssTransform({ scale, x, y }: PreviewTransform): string {
  return `translate(${x}px, ${y}px) scale(${scale})`;
}
