import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  FIT_MAX_SEAT_PX,
  fitScale,
  fitSeatsView,
  interpolateView,
  panBy,
  pointInPolygon,
  screenToWorld,
  seatFocusView,
  worldToScreen,
  zoomAround,
  ZOOM_IN_STEP,
  ZOOM_MAX,
  ZOOM_OUT_STEP,
} from './geometry';

const bounds = { minX: 0, minY: 0, maxX: 100, maxY: 50 };
const size = { width: 224, height: 224 };
const scale = fitScale(bounds, size); // (224 - 24) / 100 = 2 px per unit

describe('zoom limits (spec §9: ×1.2 in, ×0.8 out, 1×–100×)', () => {
  it('clamps to 1× and 100×', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(250)).toBe(ZOOM_MAX);
    expect(clampZoom(3)).toBe(3);
  });

  it('never zooms past either limit, however many steps', () => {
    let view = { zoom: 1, centerX: 50, centerY: 25 };
    for (let i = 0; i < 40; i++) view = zoomAround(view, ZOOM_IN_STEP, { x: 112, y: 112 }, scale, size, bounds);
    expect(view.zoom).toBe(100);
    expect(canZoomIn(view)).toBe(false);
    for (let i = 0; i < 40; i++) view = zoomAround(view, ZOOM_OUT_STEP, { x: 112, y: 112 }, scale, size, bounds);
    expect(view.zoom).toBe(1);
    expect(canZoomOut(view)).toBe(false);
  });

  it('keeps the point under the pointer still while zooming', () => {
    const view = { zoom: 2, centerX: 50, centerY: 25 };
    const anchor = { x: 60, y: 150 };
    const before = screenToWorld(view, scale, size, anchor);
    const after = zoomAround(view, 1.5, anchor, scale, size, bounds);
    const screen = worldToScreen(after, scale, size, before);
    expect(screen.x).toBeCloseTo(anchor.x, 6);
    expect(screen.y).toBeCloseTo(anchor.y, 6);
  });
});

describe('fit and pan', () => {
  it('fits the scene with its padding at zoom 1', () => {
    expect(scale).toBeCloseTo(2, 6);
  });

  it('keeps the view centre over the scene', () => {
    const far = panBy({ zoom: 4, centerX: 50, centerY: 25 }, 100_000, -100_000, scale, bounds);
    expect(far).toEqual({ zoom: 4, centerX: 0, centerY: 50 });
  });
});

describe('zoom to a seat (spec §9: seat focus width 12)', () => {
  it('makes the seat 12 px wide, centred', () => {
    const view = seatFocusView({ x: 30, y: 40 }, 0.8, scale);
    expect(0.8 * scale * view.zoom).toBeCloseTo(12, 9);
    expect(view).toMatchObject({ centerX: 30, centerY: 40 });
  });

  it('stops at 100× for a seat too small to reach 12 px', () => {
    expect(seatFocusView({ x: 0, y: 0 }, 0.001, scale).zoom).toBe(ZOOM_MAX);
  });

  it('reaches the target exactly at the end of the transition, geometrically in between', () => {
    const from = { zoom: 1, centerX: 0, centerY: 0 };
    const to = { zoom: 16, centerX: 10, centerY: 20 };
    expect(interpolateView(from, to, 1)).toEqual(to);
    expect(interpolateView(from, to, 0.5).zoom).toBeCloseTo(4, 9);
  });
});

describe('hit testing of shapes', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ];
  it('finds points inside and outside a polygon', () => {
    expect(pointInPolygon({ x: 5, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 15, y: 5 }, square)).toBe(false);
  });
});

describe('fitSeatsView', () => {
  const scale = 2; // px per world unit at 1×
  const viewport = { width: 400, height: 300 };

  it('centres the seats and fits them, a seat and a half of margin on each side', () => {
    // Four seats of size 1 in a row, 9 units from first to last centre: 12 with the margins.
    const seats = [0, 3, 6, 9].map((x) => ({ x: 100 + x, y: 50 }));
    const view = fitSeatsView(seats, 1, scale, viewport);
    expect(view.centerX).toBeCloseTo(104.5);
    expect(view.centerY).toBeCloseTo(50);
    // The seats would fit at 400 / 12 / 2 ≈ 16.7×, but seats stop at FIT_MAX_SEAT_PX wide.
    expect(view.zoom).toBeCloseTo(FIT_MAX_SEAT_PX / scale);
  });

  it('zooms out to fit seats far apart, the tighter side deciding', () => {
    const seats = [
      { x: 0, y: 0 },
      { x: 97, y: 20 },
    ];
    // 100 × 23 world units with the margins: the width decides, 400 / 100 / 2 = 2×.
    expect(fitSeatsView(seats, 1, scale, viewport).zoom).toBeCloseTo(2);
    // The height decides on a wide, short viewport: 40 / 23 / 2 < 1, kept at 1×.
    expect(fitSeatsView(seats, 1, scale, { width: 400, height: 40 }).zoom).toBe(1);
  });

  it('shows one seat at most FIT_MAX_SEAT_PX wide, and never past 100×', () => {
    expect(fitSeatsView([{ x: 5, y: 5 }], 1, scale, viewport).zoom).toBeCloseTo(FIT_MAX_SEAT_PX / scale);
    expect(fitSeatsView([{ x: 5, y: 5 }], 0.001, scale, viewport).zoom).toBe(ZOOM_MAX);
  });
});
