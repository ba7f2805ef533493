import { describe, expect, it } from 'vitest';
import { fitScale, panBy, worldToScreen, zoomAround, type View } from './geometry';
import { previewHolds, previewTransform, type PreviewTransform } from './gesturePreview';

const bounds = { minX: 0, minY: 0, maxX: 100, maxY: 50 };
const size = { width: 224, height: 224 };
const scale = fitScale(bounds, size); // 2 px per unit
const drawn: View = { zoom: 2, centerX: 50, centerY: 25 };

/** Where the moved picture shows a point: CSS transform about the viewport's centre. */
function shown(transform: PreviewTransform, point: { x: number; y: number }) {
  const at = worldToScreen(drawn, scale, size, point);
  return {
    x: size.width / 2 + transform.x + transform.scale * (at.x - size.width / 2),
    y: size.height / 2 + transform.y + transform.scale * (at.y - size.height / 2),
  };
}

describe('the picture moved during a gesture', () => {
  it('shows every point where a redraw at the new view would draw it, after a pan and a zoom', () => {
    const current = zoomAround(panBy(drawn, 30, -12, scale, bounds), 1.5, { x: 40, y: 170 }, scale, size, bounds);
    const transform = previewTransform(drawn, current, scale);
    for (const point of [{ x: 50, y: 25 }, { x: 10, y: 40 }, { x: 90, y: 5 }]) {
      const expected = worldToScreen(current, scale, size, point);
      expect(shown(transform, point).x).toBeCloseTo(expected.x, 9);
      expect(shown(transform, point).y).toBeCloseTo(expected.y, 9);
    }
  });

  it('is nothing at the view it was drawn at', () => {
    expect(previewTransform(drawn, drawn, scale)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('holds while scaled up to 2× either way and covering half of the viewport', () => {
    expect(previewHolds({ scale: 2, x: 0, y: 0 }, size)).toBe(true);
    expect(previewHolds({ scale: 0.75, x: 0, y: 0 }, size)).toBe(true); // 56 % covered
    expect(previewHolds({ scale: 1, x: 112, y: 0 }, size)).toBe(true); // half the width moved away
  });

  it('is redrawn once scaled further than 2×, or leaving more than half of the viewport blank', () => {
    expect(previewHolds({ scale: 2.01, x: 0, y: 0 }, size)).toBe(false);
    expect(previewHolds({ scale: 0.49, x: 0, y: 0 }, size)).toBe(false);
    expect(previewHolds({ scale: 0.7, x: 0, y: 0 }, size)).toBe(false); // 49 % covered
    expect(previewHolds({ scale: 1, x: 80, y: 80 }, size)).toBe(false); // 41 % covered
    expect(previewHolds({ scale: 1, x: -300, y: 0 }, size)).toBe(false); // off screen
  });
});
