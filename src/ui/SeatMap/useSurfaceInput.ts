import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Point } from './geometry';
import type { SeatMapRenderer } from './SeatMapRenderer';

/** Spec §9: the two-finger hint shows after this long of a one-finger drag. */
export const TOUCH_HINT_DELAY_MS = 100;
/** How long the hint stays once the finger lifts. */
const TOUCH_HINT_LINGER_MS = 1500;
/** Movement (CSS px) below which a press is a click or a tap, not a drag. */
const CLICK_SLOP_PX = 6;
const TAP_MAX_MS = 500;
/** Wheel delta (px) to zoom factor: about ×1.2 per notch of a mouse wheel. */
export const WHEEL_ZOOM_RATE = 0.0018;
/** A wheel has no end event: this long without a wheel event ends its gesture (and redraws the map sharp). */
export const WHEEL_SETTLE_MS = 150;

interface SurfaceHandlers {
  /** A click or a tap at this point of the surface (CSS px). */
  onActivate(point: Point): void;
  onTouchHint(shown: boolean): void;
  /** Any pointer, wheel or touch input: the focus ring is for keyboard users only. */
  onPointerInput(): void;
  /** A mouse or pen over the map, not dragging (null: it left, or a drag began). */
  onHover(point: Point | null): void;
  /** One finger pans the map (no page scrolling, no hint): for pages that do not scroll under the map. */
  oneFingerPan: boolean;
}

/**
 * Mouse and pen drag to pan, wheel (and trackpad pinch) to zoom around the pointer; on touch
 * screens one finger leaves the page scrolling and shows the hint (or pans, where the page allows
 * it: `oneFingerPan`), two fingers pan and zoom.
 * Native listeners: wheel and touchmove must be able to cancel the page's own scrolling.
 */
export function useSurfaceInput(surfaceRef: RefObject<HTMLElement | null>, engine: SeatMapRenderer, handlers: SurfaceHandlers): void {
  const handlersRef = useRef(handlers);
  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const local = (event: { clientX: number; clientY: number }): Point => {
      const rect = surface.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };

    let drag: { id: number; last: Point; moved: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      handlersRef.current.onPointerInput();
      drag = { id: event.pointerId, last: local(event), moved: 0 };
      engine.beginGesture('drag');
      try {
        surface.setPointerCapture(event.pointerId);
      } catch {
        // A synthetic pointer (tests, benchmarks) cannot be captured; dragging still works.
      }
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!drag) {
        if (event.pointerType !== 'touch') handlersRef.current.onHover(local(event));
        return;
      }
      if (event.pointerId !== drag.id) return;
      handlersRef.current.onHover(null);
      const point = local(event);
      const dx = point.x - drag.last.x;
      const dy = point.y - drag.last.y;
      drag.last = point;
      drag.moved += Math.abs(dx) + Math.abs(dy);
      if (drag.moved >= CLICK_SLOP_PX) surface.dataset.dragging = 'true';
      engine.panBy(dx, dy);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.id) return;
      const wasClick = drag.moved < CLICK_SLOP_PX && event.type === 'pointerup';
      drag = null;
      engine.endGesture('drag');
      delete surface.dataset.dragging;
      if (wasClick) handlersRef.current.onActivate(local(event));
    };
    let wheelTimer = 0;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      engine.beginGesture('wheel');
      clearTimeout(wheelTimer);
      wheelTimer = window.setTimeout(() => engine.endGesture('wheel'), WHEEL_SETTLE_MS);
      handlersRef.current.onHover(null);
      handlersRef.current.onPointerInput();
      const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
      engine.zoomAt(Math.exp(-pixels * WHEEL_ZOOM_RATE), local(event));
    };

    let touch: { start: Point; last: Point; time: number; moved: number } | null = null;
    let pinch: { mid: Point; distance: number } | null = null;
    let hintTimer = 0;
    let hideTimer = 0;
    const showHint = (shown: boolean) => handlersRef.current.onTouchHint(shown);
    const twoFingers = (event: TouchEvent) => {
      const [a, b] = [local(event.touches[0]!), local(event.touches[1]!)];
      return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, distance: Math.hypot(a.x - b.x, a.y - b.y) || 1 };
    };
    const onTouchStart = (event: TouchEvent) => {
      handlersRef.current.onPointerInput();
      engine.beginGesture('touch');
      if (event.touches.length >= 2) {
        clearTimeout(hintTimer);
        hintTimer = 0;
        showHint(false);
        touch = null;
        pinch = twoFingers(event);
      } else {
        const point = local(event.touches[0]!);
        touch = { start: point, last: point, time: performance.now(), moved: 0 };
      }
    };
    const onTouchMove = (event: TouchEvent) => {
      if (event.touches.length >= 2 && pinch) {
        event.preventDefault();
        const next = twoFingers(event);
        engine.panBy(next.mid.x - pinch.mid.x, next.mid.y - pinch.mid.y);
        engine.zoomAt(next.distance / pinch.distance, next.mid);
        pinch = next;
        return;
      }
      if (!touch) return;
      const point = local(event.touches[0]!);
      const [dx, dy] = [point.x - touch.last.x, point.y - touch.last.y];
      touch.moved += Math.abs(dx) + Math.abs(dy);
      touch.last = point;
      if (handlersRef.current.oneFingerPan) {
        event.preventDefault();
        engine.panBy(dx, dy);
      } else if (touch.moved >= CLICK_SLOP_PX && !hintTimer) {
        clearTimeout(hideTimer);
        hintTimer = window.setTimeout(() => showHint(true), TOUCH_HINT_DELAY_MS);
      }
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length > 0) return;
      engine.endGesture('touch');
      const tap = touch && touch.moved < CLICK_SLOP_PX && performance.now() - touch.time < TAP_MAX_MS;
      if (tap && touch && event.cancelable) {
        event.preventDefault(); // no emulated mouse click after the tap
        handlersRef.current.onActivate(touch.last);
      }
      clearTimeout(hintTimer);
      if (hintTimer) hideTimer = window.setTimeout(() => showHint(false), TOUCH_HINT_LINGER_MS);
      hintTimer = 0;
      touch = null;
      pinch = null;
    };

    surface.addEventListener('pointerdown', onPointerDown);
    surface.addEventListener('pointermove', onPointerMove);
    surface.addEventListener('pointerup', onPointerUp);
    surface.addEventListener('pointercancel', onPointerUp);
    const onPointerLeave = () => handlersRef.current.onHover(null);
    surface.addEventListener('pointerleave', onPointerLeave);
    surface.addEventListener('wheel', onWheel, { passive: false });
    surface.addEventListener('touchstart', onTouchStart, { passive: true });
    surface.addEventListener('touchmove', onTouchMove, { passive: false });
    surface.addEventListener('touchend', onTouchEnd);
    surface.addEventListener('touchcancel', onTouchEnd);
    return () => {
      clearTimeout(wheelTimer);
      clearTimeout(hintTimer);
      clearTimeout(hideTimer);
      surface.removeEventListener('pointerdown', onPointerDown);
      surface.removeEventListener('pointermove', onPointerMove);
      surface.removeEventListener('pointerup', onPointerUp);
      surface.removeEventListener('pointercancel', onPointerUp);
      surface.removeEventListener('pointerleave', onPointerLeave);
      surface.removeEventListener('wheel', onWheel);
      surface.removeEventListener('touchstart', onTouchStart);
      surface.removeEventListener('touchmove', onTouchMove);
      surface.removeEventListener('touchend', onTouchEnd);
      surface.removeEventListener('touchcancel', onTouchEnd);
    };
  }, [surfaceRef, engine]);
}
