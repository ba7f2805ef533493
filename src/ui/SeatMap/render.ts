import { homeView, visibleBounds, type Bounds, type Size, type View } from './geometry';
import type { SeatMapColors } from './palette';
import type { Scene, SeatScene, ShapeScene } from './scene';
import { DIMMED_ALPHA, filteredLook, KIND, kindOfLook, LOOK_COUNT, lookOf, paintSeat, paintSelected, stateColors, STATE_CODE, traceSeat } from './seatLooks';
import type { SeatRaster } from './stamps';

/** Up to this seat width (device px) seats are stamped as pixels; above it, few are in view and are drawn as paths. */
const STAMP_MAX_PX = 40;
/**
 * Up to this many seats in view, paths cost less than stamping (which fills and uploads a whole
 * canvas of pixels), once seats are wide enough to show their ring (below it stamps draw whole-pixel dots).
 */
const PATH_MAX_SEATS = 1000;
const PATH_MIN_PX = 4;
/** Seat numbers appear once seats are this wide on screen (CSS px). */
const LABEL_MIN_SEAT_PX = 22;
const STATE_ORDER = [STATE_CODE.taken, STATE_CODE.unavailable, STATE_CODE.available, STATE_CODE.current];

/** World units to device pixels for one frame: x · k + tx, y · k + ty. */
interface Transform {
  k: number;
  tx: number;
  ty: number;
}

function transformOf(view: View, fitScale: number, size: Size, dpr: number): Transform {
  const k = fitScale * view.zoom * dpr;
  return { k, tx: (size.width / 2) * dpr - view.centerX * k, ty: (size.height / 2) * dpr - view.centerY * k };
}

/**
 * Seats as paths, used when seats are large (so few are in view): ordinary seats batched by state
 * (one fill each); wheelchair spaces and companion seats, few, each drawn whole with its marks.
 */
function drawSeats(ctx: CanvasRenderingContext2D, scene: SeatScene, input: FrameInput, seatPx: number, forEach: (visit: (i: number) => void) => void) {
  const { colors } = input;
  const r = scene.seatSize / 2;
  const fill = stateColors(colors);
  const buckets: number[][] = Array.from({ length: LOOK_COUNT }, () => []);
  forEach((i) => buckets[filteredLook(scene.looks[i]!, input.onlyAccess)]!.push(i));
  for (const kind of [KIND.dimmed, KIND.ordinary]) {
    for (const state of STATE_ORDER) {
      const bucket = buckets[lookOf(state, kind)]!;
      if (bucket.length === 0) continue;
      ctx.beginPath();
      // Not available at this price: a ring, so shape tells it from a sold seat, not colour only.
      const hollow = state === STATE_CODE.unavailable && kind === KIND.ordinary;
      const radius = kind === KIND.dimmed ? r * 0.5 : hollow ? r * 0.8 : r;
      for (const i of bucket) traceSeat(ctx, kind, scene.xs[i]!, scene.ys[i]!, radius);
      ctx.globalAlpha = kind === KIND.dimmed ? DIMMED_ALPHA : 1;
      if (hollow) {
        ctx.lineWidth = scene.seatSize * 0.2;
        ctx.strokeStyle = fill[state]!;
        ctx.stroke();
      } else {
        ctx.fillStyle = fill[state]!;
        ctx.fill();
      }
      ctx.globalAlpha = 1;
    }
  }
  for (const kind of [KIND.wheelchair, KIND.companion]) {
    for (const state of STATE_ORDER) {
      const look = lookOf(state, kind);
      for (const i of buckets[look]!) paintSeat(ctx, look, scene.xs[i]!, scene.ys[i]!, r, colors, seatPx);
    }
  }
}

export interface FrameInput {
  scene: Scene;
  /** Pixel buffer the size of the canvas, for stamped seats (asked for only when a frame stamps). */
  raster: () => SeatRaster;
  view: View;
  fitScale: number;
  size: Size;
  dpr: number;
  colors: SeatMapColors;
  selected: ReadonlySet<number>;
  /** Seats pointed out (a proposal): a dashed halo. */
  highlighted: ReadonlySet<number>;
  /** "Wheelchair spaces only": ordinary seats are dimmed. */
  onlyAccess: boolean;
  /** Index of the focused seat or shape, -1 for none. */
  focused: number;
  font: string;
  /** The minimap is too small for names. */
  withoutLabels?: boolean;
}

export function drawFrame(ctx: CanvasRenderingContext2D, input: FrameInput): void {
  const { view, fitScale, size, dpr, colors } = input;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, size.width * dpr, size.height * dpr);
  const transform = transformOf(view, fitScale, size, dpr);
  if (input.scene.kind === 'shapes') drawShapes(ctx, input.scene, input, transform);
  else drawSeatFrame(ctx, input.scene, input, transform);
}

function drawSeatFrame(ctx: CanvasRenderingContext2D, scene: SeatScene, input: FrameInput, transform: Transform) {
  const { colors, raster } = input;
  const { k, tx, ty } = transform;
  const seatPx = scene.seatSize * k;
  const visible = visibleBounds(input.view, input.fitScale, input.size);
  const stamped = seatPx <= STAMP_MAX_PX && (seatPx < PATH_MIN_PX || scene.grid.countNear(visible) > PATH_MAX_SEATS);
  if (stamped) {
    const pixels = raster();
    pixels.begin(seatPx);
    const { xs, ys, looks } = scene;
    const dimmed = input.onlyAccess;
    scene.grid.forEachRangeNear(visible, (items, start, end) => {
      for (let n = start; n < end; n++) {
        const i = items[n]!;
        pixels.stamp(xs[i]! * k + tx, ys[i]! * k + ty, filteredLook(looks[i]!, dimmed));
      }
    });
    ctx.putImageData(pixels.image, 0, 0);
    ctx.setTransform(k, 0, 0, k, tx, ty);
  } else {
    ctx.setTransform(k, 0, 0, k, tx, ty);
    drawSeats(ctx, scene, input, seatPx, (visit) => scene.grid.forEachNear(visible, visit));
  }

  ctx.lineWidth = 1 / k;
  ctx.strokeStyle = colors.outline;
  ctx.beginPath();
  for (const area of scene.areas) tracePolygon(ctx, area.shape);
  ctx.stroke();

  const r = scene.seatSize / 2;
  if (input.selected.size > 0) drawSelected(ctx, scene, input.selected, colors, seatPx);
  if (input.highlighted.size > 0) drawHalos(ctx, scene, input.highlighted, k, input.dpr, colors.highlight);
  if (seatPx / input.dpr >= LABEL_MIN_SEAT_PX) drawSeatNumbers(ctx, scene, input, visible, seatPx, transform);
  if (input.focused >= 0) {
    const i = input.focused;
    // Ring outside the seat, at least 3 px away and 2.5 px thick, whatever the zoom.
    ctx.setTransform(k, 0, 0, k, tx, ty);
    ctx.beginPath();
    ctx.arc(scene.xs[i]!, scene.ys[i]!, r + (3 * input.dpr) / k, 0, Math.PI * 2);
    ctx.lineWidth = (2.5 * input.dpr) / k;
    ctx.strokeStyle = colors.focus;
    ctx.stroke();
  }
}

/** Chosen seats: ordinary ones batched (one fill, then their white cores); spaces and companion seats each in its shape. */
function drawSelected(ctx: CanvasRenderingContext2D, scene: SeatScene, selected: ReadonlySet<number>, colors: SeatMapColors, seatPx: number) {
  const r = scene.seatSize / 2;
  const ordinary = [...selected].filter((i) => kindOfLook(scene.looks[i]!) === KIND.ordinary);
  if (ordinary.length > 0) {
    ctx.beginPath();
    for (const i of ordinary) traceSeat(ctx, KIND.ordinary, scene.xs[i]!, scene.ys[i]!, r);
    ctx.fillStyle = colors.selected;
    ctx.fill();
    // A white core marks the selection by shape too (visible from about 6 px).
    if (seatPx >= 6) {
      ctx.beginPath();
      for (const i of ordinary) traceSeat(ctx, KIND.ordinary, scene.xs[i]!, scene.ys[i]!, r * 0.35);
      ctx.fillStyle = colors.onSeat;
      ctx.fill();
    }
  }
  for (const i of selected) {
    const kind = kindOfLook(scene.looks[i]!);
    if (kind !== KIND.ordinary) paintSelected(ctx, kind, scene.xs[i]!, scene.ys[i]!, r, colors, seatPx);
  }
}

/**
 * Proposed seats: a dashed halo in each seat's shape, outside it. Dashed, so it tells from the
 * solid focus ring and from a chosen seat's fill by shape too (forced colours included).
 */
function drawHalos(ctx: CanvasRenderingContext2D, scene: SeatScene, highlighted: ReadonlySet<number>, k: number, dpr: number, color: string) {
  const r = scene.seatSize / 2;
  const px = dpr / k;
  ctx.beginPath();
  for (const i of highlighted) traceSeat(ctx, kindOfLook(scene.looks[i]!) === KIND.wheelchair ? KIND.wheelchair : KIND.ordinary, scene.xs[i]!, scene.ys[i]!, r + 2.5 * px);
  ctx.setLineDash([4 * px, 3 * px]);
  ctx.lineWidth = 2 * px;
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.setLineDash([]);
}

function drawSeatNumbers(ctx: CanvasRenderingContext2D, scene: SeatScene, input: FrameInput, visible: Bounds, seatPx: number, { k, tx, ty }: Transform) {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.font = `600 ${Math.round(seatPx * 0.42)}px ${input.font}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  scene.grid.forEachNear(visible, (i) => {
    // A wheelchair space shows its symbol, a dimmed seat is too small for a number.
    const kind = kindOfLook(filteredLook(scene.looks[i]!, input.onlyAccess));
    if (kind === KIND.wheelchair || kind === KIND.dimmed) return;
    // Dark text on the pale sold seats and inside rings; white on the saturated ones.
    const state = scene.states[i]!;
    const dark = (state === STATE_CODE.unavailable || state === STATE_CODE.taken) && !input.selected.has(i);
    ctx.fillStyle = dark ? input.colors.text : input.colors.onSeat;
    ctx.fillText(scene.seats[i]!.number, scene.xs[i]! * k + tx, scene.ys[i]! * k + ty);
  });
}

function drawShapes(ctx: CanvasRenderingContext2D, scene: ShapeScene, input: FrameInput, { k, tx, ty }: Transform) {
  const { colors, dpr } = input;
  scene.shapes.forEach((shape, i) => {
    ctx.setTransform(k, 0, 0, k, tx, ty);
    ctx.beginPath();
    tracePolygon(ctx, shape.element.shape);
    ctx.fillStyle = shape.available > 0 ? colors.shape : colors.shapeEmpty;
    ctx.fill();
    ctx.lineWidth = ((i === input.focused ? 3 : 1) * dpr) / k;
    ctx.strokeStyle = i === input.focused ? colors.focus : colors.outline;
    ctx.stroke();
  });
  if (input.withoutLabels) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = colors.text;
  ctx.font = `600 ${Math.round(13 * dpr)}px ${input.font}`;
  for (const shape of scene.shapes) {
    const x = shape.centroid.x * k + tx;
    const y = shape.centroid.y * k + ty;
    const label = shape.element.name;
    // A label wider than its shape would cover its neighbours: the list and announcements name it anyway.
    if (ctx.measureText(label).width <= shapeWidth(shape.element.shape) * k * 0.95) ctx.fillText(label, x, y);
  }
}

function shapeWidth(shape: readonly { x: number; y: number }[]): number {
  let min = Infinity;
  let max = -Infinity;
  for (const { x } of shape) {
    min = Math.min(min, x);
    max = Math.max(max, x);
  }
  return max - min;
}

function tracePolygon(ctx: CanvasRenderingContext2D, points: readonly { x: number; y: number }[]) {
  points.forEach((point, i) => (i === 0 ? ctx.moveTo(point.x, point.y) : ctx.lineTo(point.x, point.y)));
  ctx.closePath();
}

/**
 * The preview: its cached picture of the whole scene (drawn at `minimapFit`, the scene's home view),
 * and the rectangle the main view shows.
 */
export function drawMinimap(ctx: CanvasRenderingContext2D, base: HTMLCanvasElement, input: FrameInput, minimapSize: Size, minimapFit: number): void {
  const { scene, dpr } = input;
  const { k, tx, ty } = transformOf(homeView(scene.bounds), minimapFit, minimapSize, dpr);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(base, 0, 0);
  const shown = visibleBounds(input.view, input.fitScale, input.size);
  ctx.lineWidth = 2 * dpr;
  ctx.strokeStyle = input.colors.focus;
  ctx.strokeRect(shown.minX * k + tx, shown.minY * k + ty, (shown.maxX - shown.minX) * k, (shown.maxY - shown.minY) * k);
}
