import { readColors, readFont } from './colors';
import {
  canZoomIn,
  canZoomOut,
  clampCenter,
  fitScale,
  homeView,
  interpolateView,
  isInView,
  panBy,
  screenToWorld,
  zoomAround,
  type Point,
  type Size,
  type View,
} from './geometry';
import { cssTransform, previewHolds, previewTransform } from './gesturePreview';
import type { SeatMapColors } from './palette';
import { drawFrame, drawMinimap, type FrameInput } from './render';
import type { Scene } from './scene';
import { SeatRaster } from './stamps';

/** The minimap's longer side, CSS px. */
const MINIMAP_PX = 112;

/** What is drawn over the seats' own looks: the choice, the proposal, the focus, the filter. */
export interface SeatMarks {
  selected: ReadonlySet<number>;
  highlighted: ReadonlySet<number>;
  /** Seat or shape index with the keyboard focus ring, -1 for none. */
  focused: number;
  /** "Wheelchair spaces only": ordinary seats dimmed. */
  onlyAccess: boolean;
}

export interface ZoomLimits {
  canZoomIn: boolean;
  canZoomOut: boolean;
}

/** What moves the view continuously: during one, the canvas's last picture is moved instead of redrawn. */
export type Gesture = 'drag' | 'wheel' | 'touch';

interface Animation {
  from: View;
  to: View;
  start: number;
  duration: number;
}

/**
 * The drawing engine, plain TypeScript: one canvas redrawn in requestAnimationFrame from a view
 * it keeps itself (no React render per frame), seats stamped from cached pixel images, a minimap
 * drawn once and boxed each frame, and the slow home transition. During a gesture the last picture
 * is moved by a CSS transform (`gesturePreview.ts`) and redrawn when the gesture ends or the
 * picture no longer holds. It tells React only when a zoom limit is reached or left.
 */
export class SeatMapRenderer {
  private viewState: View;
  private size: Size | null = null;
  private marks: SeatMarks = { selected: NO_MARKS, highlighted: NO_MARKS, focused: -1, onlyAccess: false };
  /** Made on first need: a scene with few seats in view is drawn with paths and never needs it. */
  private raster: SeatRaster | null = null;
  /** Made on first zoom-in: at 1× the whole scene is on screen and the minimap is hidden. */
  private minimapBase: HTMLCanvasElement | null = null;
  private colors: SeatMapColors | null = null;
  private font = 'sans-serif';
  private frame = 0;
  private animation: Animation | null = null;
  private limits: ZoomLimits = { canZoomIn: true, canZoomOut: false };
  private surface: HTMLElement | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private minimap: HTMLCanvasElement | null = null;
  private readonly gestures = new Set<Gesture>();
  /** The view the canvas's picture was drawn at; null when marks, scene or size changed since. */
  private pictureView: View | null = null;
  /** The picture is shown moved (a CSS transform is set). */
  private moved = false;

  constructor(
    private scene: Scene,
    private readonly onLimits: (limits: ZoomLimits) => void,
  ) {
    this.viewState = homeView(scene.bounds);
  }

  attach(surface: HTMLElement | null, canvas: HTMLCanvasElement | null, minimap: HTMLCanvasElement | null): void {
    this.surface = surface;
    this.canvas = canvas;
    this.minimap = minimap;
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  beginGesture(gesture: Gesture): void {
    this.gestures.add(gesture);
  }

  /** The last gesture to end redraws the moved picture sharp. */
  endGesture(gesture: Gesture): void {
    this.gestures.delete(gesture);
    if (this.gestures.size === 0 && this.moved) this.requestDraw();
  }

  /** A new scene starts at its home view. */
  setScene(scene: Scene): void {
    if (scene === this.scene) return;
    this.scene = scene;
    this.animation = null;
    this.viewState = homeView(scene.bounds);
    this.rebuild();
  }

  resize(size: Size): void {
    if (this.size && this.size.width === size.width && this.size.height === size.height) return;
    this.size = size;
    this.rebuild();
  }

  setMarks(marks: SeatMarks): void {
    // The first frame is drawn with the marks already: nothing to redraw when they have not changed.
    const now = this.marks;
    if (marks.focused === now.focused && marks.onlyAccess === now.onlyAccess && sameMembers(marks.selected, now.selected) && sameMembers(marks.highlighted, now.highlighted)) return;
    this.marks = marks;
    this.pictureView = null;
    this.requestDraw();
  }

  view(): View {
    return this.viewState;
  }

  currentSize(): Size | null {
    return this.size;
  }

  /** Pixels per world unit at zoom 1. */
  fit(): number {
    return this.size ? fitScale(this.scene.bounds, this.size) : 1;
  }

  /** Moves the view at once (and stops a running transition). */
  setView(view: View): void {
    this.animation = null;
    this.viewState = clampCenter(view, this.scene.bounds);
    this.requestDraw();
  }

  /** Moves the view over `duration` ms, or at once under prefers-reduced-motion. */
  animateTo(view: View, duration: number): void {
    if (duration <= 0 || matchMedia('(prefers-reduced-motion: reduce)').matches) return this.setView(view);
    this.animation = { from: this.viewState, to: clampCenter(view, this.scene.bounds), start: performance.now(), duration };
    this.requestDraw();
  }

  panBy(dx: number, dy: number): void {
    this.setView(panBy(this.viewState, dx, dy, this.fit(), this.scene.bounds));
  }

  /** Zooms around a screen point (the centre by default). */
  zoomAt(factor: number, anchor?: Point): void {
    if (!this.size) return;
    const point = anchor ?? { x: this.size.width / 2, y: this.size.height / 2 };
    this.setView(zoomAround(this.viewState, factor, point, this.fit(), this.size, this.scene.bounds));
  }

  /** Centres a world point when it is outside the viewport: the view follows keyboard focus. */
  reveal(point: Point): void {
    if (!this.size || isInView(this.viewState, this.fit(), this.size, point, 24)) return;
    this.setView({ ...this.viewState, centerX: point.x, centerY: point.y });
  }

  toWorld(point: Point): Point {
    return this.size ? screenToWorld(this.viewState, this.fit(), this.size, point) : point;
  }

  /** Sizes the canvases and rebuilds the cached pictures, then draws at once (before paint). */
  private rebuild(): void {
    const { canvas, size, scene } = this;
    if (!canvas || !size || size.width === 0 || size.height === 0) return;
    const dpr = devicePixelRatio || 1;
    this.colors = readColors(canvas);
    this.font = readFont(canvas);
    canvas.width = Math.round(size.width * dpr);
    canvas.height = Math.round(size.height * dpr);
    this.raster = null;
    this.minimapBase = null;
    this.pictureView = null;
    this.viewState = clampCenter(this.viewState, scene.bounds);
    this.dispose();
    this.draw();
  }

  private requestDraw(): void {
    if (!this.frame) this.frame = requestAnimationFrame(this.draw);
  }

  private readonly draw = (): void => {
    this.frame = 0;
    // Opaque: every frame starts with the background, so the compositor need not blend the canvas.
    const ctx = this.canvas?.getContext('2d', { alpha: false });
    const { size, colors } = this;
    if (!ctx || !size || !colors) return;
    if (this.animation) {
      const progress = (performance.now() - this.animation.start) / this.animation.duration;
      this.viewState = interpolateView(this.animation.from, this.animation.to, progress);
      if (progress >= 1) this.animation = null;
      else this.frame = requestAnimationFrame(this.draw);
    }
    const view = this.viewState;
    const input = this.frameInput(view, size, colors);
    if (!this.showMoved(view, size)) this.drawPicture(ctx, input);
    this.drawMinimap(input);
    if (this.surface) {
      // Read by tests and tools: the view is otherwise only pixels.
      this.surface.dataset.zoom = view.zoom.toFixed(3);
      this.surface.dataset.centerX = view.centerX.toFixed(3);
      this.surface.dataset.centerY = view.centerY.toFixed(3);
    }
    const limits = { canZoomIn: canZoomIn(view), canZoomOut: canZoomOut(view) };
    if (limits.canZoomIn !== this.limits.canZoomIn || limits.canZoomOut !== this.limits.canZoomOut) {
      this.limits = limits;
      this.onLimits(limits);
    }
  };

  /** During a gesture, shows the last picture moved to `view` when it still holds; false when a redraw is due. */
  private showMoved(view: View, size: Size): boolean {
    const { pictureView, canvas } = this;
    if (this.gestures.size === 0 || this.animation || !pictureView || !canvas) return false;
    const transform = previewTransform(pictureView, view, this.fit());
    if (!previewHolds(transform, size)) return false;
    canvas.style.transform = cssTransform(transform);
    this.moved = true;
    return true;
  }

  private drawPicture(ctx: CanvasRenderingContext2D, input: FrameInput): void {
    drawFrame(ctx, input);
    this.pictureView = input.view;
    if (this.moved) {
      this.canvas!.style.transform = '';
      this.moved = false;
    }
  }

  private drawMinimap(input: FrameInput): void {
    const minimap = canZoomOut(input.view) ? this.minimap?.getContext('2d') : null;
    if (!minimap) return;
    this.minimapBase ??= this.createMinimapBase(input.dpr);
    const size = minimapSizeFor(this.scene);
    if (this.minimapBase) drawMinimap(minimap, this.minimapBase, input, size, miniScale(this.scene, size));
  }

  private frameInput(view: View, size: Size, colors: SeatMapColors): FrameInput {
    return {
      scene: this.scene,
      raster: this.rasterFor,
      view,
      fitScale: this.fit(),
      size,
      dpr: devicePixelRatio || 1,
      colors,
      ...this.marks,
      font: this.font,
    };
  }

  /** The main canvas's pixel buffer for stamped seats, made when a frame first stamps. */
  private readonly rasterFor = (): SeatRaster => {
    const { canvas, colors } = this;
    this.raster ??= new SeatRaster(canvas!.width, canvas!.height, colors!);
    return this.raster;
  };

  /** The minimap's picture of the whole scene, drawn once; each frame adds only the viewport box. */
  private createMinimapBase(dpr: number): HTMLCanvasElement | null {
    const { minimap, scene, colors } = this;
    if (!minimap || !colors) return null;
    const size = minimapSizeFor(scene);
    minimap.width = Math.round(size.width * dpr);
    minimap.height = Math.round(size.height * dpr);
    const base = document.createElement('canvas');
    base.width = minimap.width;
    base.height = minimap.height;
    const ctx = base.getContext('2d');
    if (!ctx) return null;
    const view = homeView(scene.bounds);
    const raster = () => new SeatRaster(base.width, base.height, colors);
    drawFrame(ctx, { scene, raster, view, fitScale: miniScale(scene, size), size, dpr, colors, selected: NO_MARKS, highlighted: NO_MARKS, focused: -1, onlyAccess: false, font: this.font, withoutLabels: true });
    return base;
  }
}

const NO_MARKS: ReadonlySet<number> = new Set();

function sameMembers(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const member of a) if (!b.has(member)) return false;
  return true;
}

export function minimapSizeFor(scene: Scene): Size {
  const width = scene.bounds.maxX - scene.bounds.minX;
  const height = scene.bounds.maxY - scene.bounds.minY;
  const ratio = height / Math.max(width, 1e-6);
  return ratio <= 1
    ? { width: MINIMAP_PX, height: Math.max(24, Math.round(MINIMAP_PX * ratio)) }
    : { width: Math.max(24, Math.round(MINIMAP_PX / ratio)), height: MINIMAP_PX };
}

function miniScale(scene: Scene, size: Size): number {
  return Math.min(size.width / (scene.bounds.maxX - scene.bounds.minX || 1), size.height / (scene.bounds.maxY - scene.bounds.minY || 1));
}

/** The world point under a point of the minimap (CSS px from its top left). */
export function minimapToWorld(scene: Scene, point: Point): Point {
  const size = minimapSizeFor(scene);
  return screenToWorld(homeView(scene.bounds), miniScale(scene, size), size, point);
}
