/**
 * The viewer's view maths, in CSS pixels. A view is a zoom (1 = the whole scene fits) and the
 * world point at the centre of the viewport. Pure functions, unit tested.
 */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 100;
export const ZOOM_IN_STEP = 1.2;
export const ZOOM_OUT_STEP = 0.8;
/** Home with a selected seat zooms until that seat is this wide on screen. */
export const SEAT_FOCUS_WIDTH_PX = 12;
export const HOME_TRANSITION_MS = 3000;
/** Zooming to proposed seats: quick, as the member asked for it (at once with reduced motion). */
export const FIT_TRANSITION_MS = 600;
/** Fitting a few proposed seats zooms no further than seats this wide (CSS px): the row around them stays in view. */
export const FIT_MAX_SEAT_PX = 32;
/** Margin around the scene at zoom 1. */
const FIT_PADDING_PX = 12;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
export interface View {
  zoom: number;
  centerX: number;
  centerY: number;
}

export const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
/** A small tolerance, so 1.2 × 0.8 rounding never leaves a button enabled at its limit. */
export const canZoomIn = (view: View) => view.zoom < ZOOM_MAX - 1e-6;
export const canZoomOut = (view: View) => view.zoom > ZOOM_MIN + 1e-6;

/** Pixels per world unit at zoom 1: the scene's bounds fit the viewport, padding included. */
export function fitScale(bounds: Bounds, size: Size): number {
  const width = Math.max(bounds.maxX - bounds.minX, 1e-6);
  const height = Math.max(bounds.maxY - bounds.minY, 1e-6);
  const scale = Math.min((size.width - 2 * FIT_PADDING_PX) / width, (size.height - 2 * FIT_PADDING_PX) / height);
  return scale > 0 ? scale : 1;
}

export function homeView(bounds: Bounds): View {
  return { zoom: 1, centerX: (bounds.minX + bounds.maxX) / 2, centerY: (bounds.minY + bounds.maxY) / 2 };
}

export function worldToScreen(view: View, scale: number, size: Size, point: Point): Point {
  const k = scale * view.zoom;
  return { x: (point.x - view.centerX) * k + size.width / 2, y: (point.y - view.centerY) * k + size.height / 2 };
}

export function screenToWorld(view: View, scale: number, size: Size, point: Point): Point {
  const k = scale * view.zoom;
  return { x: (point.x - size.width / 2) / k + view.centerX, y: (point.y - size.height / 2) / k + view.centerY };
}

/** Keeps the viewport's centre over the scene, so the map can never be lost off screen. */
export function clampCenter(view: View, bounds: Bounds): View {
  return {
    zoom: view.zoom,
    centerX: Math.min(bounds.maxX, Math.max(bounds.minX, view.centerX)),
    centerY: Math.min(bounds.maxY, Math.max(bounds.minY, view.centerY)),
  };
}

/** Zooms by `factor`, clamped to 1×–100×, keeping the world point under `anchor` (screen) still. */
export function zoomAround(view: View, factor: number, anchor: Point, scale: number, size: Size, bounds: Bounds): View {
  const zoom = clampZoom(view.zoom * factor);
  const fixed = screenToWorld(view, scale, size, anchor);
  const k = scale * zoom;
  const next = {
    zoom,
    centerX: fixed.x - (anchor.x - size.width / 2) / k,
    centerY: fixed.y - (anchor.y - size.height / 2) / k,
  };
  return clampCenter(next, bounds);
}

/** Moves the view by a screen-pixel drag. */
export function panBy(view: View, dx: number, dy: number, scale: number, bounds: Bounds): View {
  const k = scale * view.zoom;
  return clampCenter({ zoom: view.zoom, centerX: view.centerX - dx / k, centerY: view.centerY - dy / k }, bounds);
}

/** The view that shows a seat `SEAT_FOCUS_WIDTH_PX` wide, centred (clamped to 100×). */
export function seatFocusView(seat: Point, seatSize: number, scale: number): View {
  return { zoom: clampZoom(SEAT_FOCUS_WIDTH_PX / (seatSize * scale)), centerX: seat.x, centerY: seat.y };
}

/**
 * The view that shows every given seat centre, with a seat and a half of margin on each side,
 * centred on them; never closer than seats `FIT_MAX_SEAT_PX` wide, within 1×–100×.
 */
export function fitSeatsView(seats: readonly Point[], seatSize: number, scale: number, size: Size): View {
  const { minX, minY, maxX, maxY } = boundsOf(seats, seatSize * 1.5);
  const zoomToFit = Math.min(size.width / (maxX - minX), size.height / (maxY - minY)) / scale;
  const closest = FIT_MAX_SEAT_PX / (seatSize * scale);
  return { zoom: clampZoom(Math.min(zoomToFit, closest)), centerX: (minX + maxX) / 2, centerY: (minY + maxY) / 2 };
}

/** The world rectangle the viewport shows. */
export function visibleBounds(view: View, scale: number, size: Size): Bounds {
  const topLeft = screenToWorld(view, scale, size, { x: 0, y: 0 });
  const bottomRight = screenToWorld(view, scale, size, { x: size.width, y: size.height });
  return { minX: topLeft.x, minY: topLeft.y, maxX: bottomRight.x, maxY: bottomRight.y };
}

/** True when a world point is inside the viewport, `margin` screen pixels in from its edges. */
export function isInView(view: View, scale: number, size: Size, point: Point, margin = 0): boolean {
  const { x, y } = worldToScreen(view, scale, size, point);
  return x >= margin && y >= margin && x <= size.width - margin && y <= size.height - margin;
}

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** A step of the slow home transition: zoom changes geometrically, so it feels even. */
export function interpolateView(from: View, to: View, progress: number): View {
  const t = easeInOut(Math.min(1, Math.max(0, progress)));
  return {
    zoom: from.zoom * (to.zoom / from.zoom) ** t,
    centerX: from.centerX + (to.centerX - from.centerX) * t,
    centerY: from.centerY + (to.centerY - from.centerY) * t,
  };
}

export function boundsOf(points: readonly Point[], pad = 0): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  // An index loop: this runs over every seat (50,000) before the first frame.
  for (let i = 0; i < points.length; i++) {
    const { x, y } = points[i]!;
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad };
}

/** Ray casting; the polygon is closed implicitly. */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Area centroid of a polygon (its vertex mean when the area is zero), where its label goes. */
export function centroid(polygon: readonly Point[]): Point {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!;
    const b = polygon[i]!;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    x += (a.x + b.x) * cross;
    y += (a.y + b.y) * cross;
  }
  if (Math.abs(area) < 1e-9) {
    const n = polygon.length || 1;
    return { x: polygon.reduce((sum, p) => sum + p.x, 0) / n, y: polygon.reduce((sum, p) => sum + p.y, 0) / n };
  }
  return { x: x / (3 * area), y: y / (3 * area) };
}
