/**
 * The page bench/seatmap.mjs drives: `?impl=ours|svg&seats=N` mounts SeatMap or the SVG baseline
 * (full width, same drawing height) and exposes window.bench. Both viewers get the same model, the
 * same mount measurement and the same scripted input.
 */
import '../../src/ui/theme/apply';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { areaKey, toSeatMapModel } from '../../src/features/seat-change/seat-map-model';
import { DEMO_ADULT_ROL, DEMO_AREA_ID, demoSeatSelection } from '../../src/test/demo-arena';
import { spanishI18n } from '../../src/test/i18n';
import { generateStadium } from '../../src/ui/SeatMap/generateStadium';
import { SeatMap } from '../../src/ui/SeatMap';
// The same wheel-to-zoom rate for the baseline, so both zoom alike under the same events.
import { WHEEL_ZOOM_RATE } from '../../src/ui/SeatMap/useSurfaceInput';
import { SvgBaseline } from './SvgBaseline';

export interface FrameRun {
  /** performance.now() between consecutive rAF callbacks, ms. */
  frames: number[];
  /** Per step, main-thread time: its input handlers, then its frame from the rAF callback to the first task after rendering, ms. */
  work: number[];
  /** The element that got the input, CSS px. */
  surface: { width: number; height: number };
}

declare global {
  interface Window {
    bench: { render(): Promise<number>; runFrames(): Promise<FrameRun> };
  }
}

const params = new URLSearchParams(window.location.search);
const impl = params.get('impl') === 'svg' ? 'svg' : 'ours';
/** A seat count (a generated stadium, every seat shown), or `demo-area`: the seat-selection screen's model, one area of the demo arena. */
const scene = params.get('seats') ?? '10000';
const DEMO_AREA_SCENE = 'demo-area';
const LABEL = 'Plano de asientos';
/** SeatMap's default drawing height, passed explicitly so that the SVG baseline gets the same area. */
const DRAWING_HEIGHT = 'min(70vh, 34rem)';
const FRAMES = 300;
/** The script zooms from 1× to this over 100 frames, and back over 50. */
const ZOOM = 8;

// Synchronous init from bundled resources: the viewer's texts are ready before the timed mount.
spanishI18n();

const paintedFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function render(): Promise<number> {
  // Generated before timing: the model is the caller's, not the viewer's cost.
  const demoArea = scene === DEMO_AREA_SCENE;
  const model = demoArea
    ? toSeatMapModel(demoSeatSelection(DEMO_AREA_ID), [DEMO_ADULT_ROL])
    : generateStadium({ seats: Number(scene), seed: 1, withWheelchairSpaces: true });
  const root = createRoot(document.getElementById('stage')!);
  // The generator's garbage is not the viewer's: collect it before the clock starts (both viewers alike).
  (window as Window & { gc?: () => void }).gc?.();
  const t0 = performance.now();
  flushSync(() =>
    root.render(
      impl === 'svg' ? (
        <div style={{ height: DRAWING_HEIGHT }}>
          <SvgBaseline model={model} wheelZoomRate={WHEEL_ZOOM_RATE} label={LABEL} />
        </div>
      ) : (
        <SeatMap model={model} defaultLevel={demoArea ? { level: 'SEAT', parentId: areaKey(DEMO_AREA_ID) } : { level: 'SEAT' }} label={LABEL} height={DRAWING_HEIGHT} />
      ),
    ),
  );
  // A rAF then a task: the first frame with the viewer in it has been rendered.
  await paintedFrame();
  return performance.now() - t0;
}

/** One frame of the script: what happens on the surface, in fractions of its size. */
function scriptStep(frame: number, surface: Element, rect: DOMRect) {
  const at = (fx: number, fy: number) => ({ clientX: rect.left + fx * rect.width, clientY: rect.top + fy * rect.height });
  const drag = (first: number, last: number, from: [number, number], to: [number, number]) => {
    const t = (frame - first) / (last - first);
    const type = frame === first ? 'pointerdown' : frame === last ? 'pointerup' : 'pointermove';
    const point = at(from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t);
    surface.dispatchEvent(
      new PointerEvent(type, {
        ...point,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: type === 'pointermove' ? -1 : 0,
        buttons: type === 'pointerup' ? 0 : 1,
        bubbles: true,
        cancelable: true,
        composed: true,
      }),
    );
  };
  const wheel = (factor: number) =>
    surface.dispatchEvent(
      new WheelEvent('wheel', { ...at(0.5, 0.5), deltaY: -Math.log(factor) / WHEEL_ZOOM_RATE, deltaMode: 0, bubbles: true, cancelable: true }),
    );

  if (frame < 100) drag(0, 99, [0.3, 0.45], [0.7, 0.55]); // pan the whole stadium at 1×
  else if (frame < 200) wheel(ZOOM ** (1 / 100)); // zoom in to 8× around the centre
  else if (frame < 250) drag(200, 249, [0.7, 0.55], [0.3, 0.45]); // pan while zoomed
  else wheel(ZOOM ** (-1 / 50)); // back to 1×
}

/**
 * 300 frames, one input step each. The input is dispatched from a task between frames, as the
 * browser dispatches real pointer and wheel events before a frame's rAF callbacks: a viewer that
 * draws in requestAnimationFrame then draws in that same frame (dispatched from inside a rAF
 * callback, its rAF would wait a frame and it would draw only every other frame).
 */
function runFrames(): Promise<FrameRun> {
  const surface = document.querySelector(impl === 'svg' ? '#stage svg' : '[data-seatmap-surface]');
  if (!surface) return Promise.reject(new Error(`no ${impl} surface on the page`));
  const rect = surface.getBoundingClientRect();
  const frames: number[] = [];
  const work: number[] = [];
  const channel = new MessageChannel();
  let frame = 0;
  let frameStart = 0;
  let inputMs = 0;
  let pending = false;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (pending) return reject(new Error('a frame started before the previous one was measured'));
      const now = performance.now();
      if (frame > 0) frames.push(now - frameStart);
      frameStart = now;
      if (frame < FRAMES) requestAnimationFrame(tick);
      // Posted from the rAF callback, it runs as the first task after this frame's style, layout and paint.
      pending = true;
      channel.port2.postMessage(null);
    };
    channel.port1.onmessage = () => {
      pending = false;
      // Work of step frame − 1: its input handlers, then this frame up to here.
      if (frame > 0) work.push(inputMs + performance.now() - frameStart);
      if (frame === FRAMES) return resolve({ frames, work, surface: { width: rect.width, height: rect.height } });
      const inputStart = performance.now();
      scriptStep(frame, surface, rect);
      inputMs = performance.now() - inputStart;
      frame++;
    };
    requestAnimationFrame(tick);
  });
}

window.bench = { render, runFrames };
