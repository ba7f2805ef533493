import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Scene } from './scene';
import { SeatMapRenderer, type SeatMarks, type ZoomLimits } from './SeatMapRenderer';

interface EngineOptions extends SeatMarks {
  scene: Scene;
  surfaceRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  minimapRef: RefObject<HTMLCanvasElement | null>;
}

/** Wires a SeatMapRenderer to React: its elements, its size (measured before the first paint), the scene and marks. */
export function useSeatMapEngine({ scene, selected, highlighted, focused, onlyAccess, surfaceRef, canvasRef, minimapRef }: EngineOptions): { engine: SeatMapRenderer; limits: ZoomLimits } {
  const [limits, setLimits] = useState<ZoomLimits>({ canZoomIn: true, canZoomOut: false });
  const [engine] = useState(() => new SeatMapRenderer(scene, setLimits));

  // Before the first frame (the effect below draws it): the first frame has the marks, no second draw follows.
  useLayoutEffect(() => engine.setMarks({ selected, highlighted, focused, onlyAccess }), [engine, selected, highlighted, focused, onlyAccess]);

  useLayoutEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    engine.attach(surface, canvasRef.current, minimapRef.current);
    const measure = () => {
      const { width, height } = surface.getBoundingClientRect();
      engine.resize({ width, height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(surface);
    return () => {
      observer.disconnect();
      engine.dispose();
    };
  }, [engine, surfaceRef, canvasRef, minimapRef]);

  useLayoutEffect(() => engine.setScene(scene), [engine, scene]);

  return { engine, limits };
}
