import { useEffect, useMemo, useRef } from 'react';
import type { SeatMapModel, SeatMapSeat, SeatState } from '../../src/ui/SeatMap/model';

/**
 * The naive viewer, the baseline to beat: one <circle> per seat in an <svg>. It takes the same
 * input as SeatMap (mouse-pointer drag pans, wheel zooms around the pointer; zoom 1× to 100×, the
 * view's centre kept over the seats) and, to give it its best shot, moves the seats by rewriting
 * one transform attribute from the event handler: no React render per frame.
 */
const FILL: Record<SeatState, string> = {
  available: '#1f9d55',
  taken: '#9aa3ad',
  current: '#e0a100',
  unavailable: '#d6dbe0',
};
const ZOOM_MIN = 1;
const ZOOM_MAX = 100;

export function SvgBaseline({ model, wheelZoomRate, label }: { model: SeatMapModel; wheelZoomRate: number; label: string }) {
  const svgRef = useRef<SVGSVGElement>(null);
  const groupRef = useRef<SVGGElement>(null);
  const seatSize = model.seatSize ?? 1;
  const seats = useMemo(() => model.elements.filter((e): e is SeatMapSeat => e.level === 'SEAT'), [model]);
  const bounds = useMemo(() => {
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const { x, y } of seats) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
    return { minX: minX - seatSize, minY: minY - seatSize, maxX: maxX + seatSize, maxY: maxY + seatSize };
  }, [seats, seatSize]);

  useEffect(() => {
    const svg = svgRef.current!;
    const group = groupRef.current!;
    const midX = (bounds.minX + bounds.maxX) / 2;
    const midY = (bounds.minY + bounds.maxY) / 2;
    const view = { zoom: 1, centerX: midX, centerY: midY };
    // Cached so that no handler forces a style/layout pass over 50,000 circles.
    let rect = svg.getBoundingClientRect();
    const observer = new ResizeObserver(() => (rect = svg.getBoundingClientRect()));
    observer.observe(svg);
    // px per world unit at zoom 1 (viewBox = bounds, preserveAspectRatio meet).
    const fit = () => Math.min(rect.width / (bounds.maxX - bounds.minX), rect.height / (bounds.maxY - bounds.minY));
    const apply = () => {
      view.zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.zoom));
      view.centerX = Math.min(bounds.maxX, Math.max(bounds.minX, view.centerX));
      view.centerY = Math.min(bounds.maxY, Math.max(bounds.minY, view.centerY));
      // World point p lands at mid + zoom·(p − centre) in viewBox units.
      group.setAttribute('transform', `translate(${midX - view.zoom * view.centerX} ${midY - view.zoom * view.centerY}) scale(${view.zoom})`);
    };

    let last: { x: number; y: number } | null = null;
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button === 0) last = { x: event.clientX, y: event.clientY };
    };
    const onMove = (event: PointerEvent) => {
      if (!last || !(event.buttons & 1)) return;
      const k = fit() * view.zoom;
      view.centerX -= (event.clientX - last.x) / k;
      view.centerY -= (event.clientY - last.y) / k;
      last = { x: event.clientX, y: event.clientY };
      apply();
    };
    const onUp = () => (last = null);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const ax = event.clientX - rect.left - rect.width / 2;
      const ay = event.clientY - rect.top - rect.height / 2;
      const before = fit() * view.zoom;
      // The world point under the pointer stays under it.
      const wx = view.centerX + ax / before;
      const wy = view.centerY + ay / before;
      view.zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.zoom * Math.exp(-event.deltaY * wheelZoomRate)));
      const after = fit() * view.zoom;
      view.centerX = wx - ax / after;
      view.centerY = wy - ay / after;
      apply();
    };
    svg.addEventListener('pointerdown', onDown);
    svg.addEventListener('pointermove', onMove);
    svg.addEventListener('pointerup', onUp);
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      svg.removeEventListener('pointerdown', onDown);
      svg.removeEventListener('pointermove', onMove);
      svg.removeEventListener('pointerup', onUp);
      svg.removeEventListener('wheel', onWheel);
    };
  }, [bounds, wheelZoomRate]);

  const r = seatSize / 2;
  return (
    <svg
      ref={svgRef}
      role="img"
      aria-label={label}
      // Inline size: the theme's global `svg { height: auto }` would shrink it to the map's aspect ratio.
      style={{ display: 'block', width: '100%', height: '100%', touchAction: 'none' }}
      viewBox={`${bounds.minX} ${bounds.minY} ${bounds.maxX - bounds.minX} ${bounds.maxY - bounds.minY}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <g ref={groupRef}>
        {seats.map((seat) => (
          <circle key={seat.id} cx={seat.x} cy={seat.y} r={r} fill={FILL[seat.state]} />
        ))}
      </g>
    </svg>
  );
}
