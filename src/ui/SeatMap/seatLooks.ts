import type { SeatMapColors } from './palette';
import type { SeatAccess, SeatState } from './model';

/** Seat states as small integers, for typed arrays and drawing order. */
export const STATE_CODE: Record<SeatState, number> = { available: 0, taken: 1, current: 2, unavailable: 3 };

/**
 * What a seat looks like, as one small integer (a stamp index): its state plus 4 × its kind.
 * Kinds: an ordinary seat, a wheelchair space, a companion seat, and an ordinary seat dimmed by
 * the "wheelchair spaces only" filter.
 */
export const KIND = { ordinary: 0, wheelchair: 1, companion: 2, dimmed: 3 } as const;
export const LOOK_COUNT = 16;
export const ACCESS_KIND: Record<SeatAccess, number> = { wheelchair: KIND.wheelchair, companion: KIND.companion };

export const lookOf = (state: number, kind: number) => kind * 4 + state;
export const stateOfLook = (look: number) => look & 3;
export const kindOfLook = (look: number) => look >> 2;

/** Under the filter an ordinary seat takes its dimmed look; spaces and companion seats keep theirs. */
export const filteredLook = (look: number, onlyAccess: boolean) => (onlyAccess && look < 4 ? look + KIND.dimmed * 4 : look);

/** Seats at least this wide (device px) show their marks: the wheelchair symbol, the companion's bar. */
export const MARK_MIN_PX = 10;
/** "Not at this price" is drawn as a ring once a seat is this wide (device px); below, a ring cannot be seen as one. */
const RING_MIN_PX = 4;
/** A dimmed seat is a small pale dot: smaller, not only paler. */
const DIMMED_RADIUS = 0.5;
export const DIMMED_ALPHA = 0.45;
/** Corner radius of a wheelchair space's rounded square, in seat radii. */
const CORNER = 0.35;

/** The colour of each state (for the seats' shapes). */
export function stateColors(colors: SeatMapColors): Record<number, string> {
  return {
    [STATE_CODE.available]: colors.available,
    [STATE_CODE.taken]: colors.taken,
    [STATE_CODE.current]: colors.current,
    [STATE_CODE.unavailable]: colors.unavailable,
  };
}

/** Adds a seat's outline to the current path: a rounded square for a wheelchair space, else a circle. */
export function traceSeat(ctx: CanvasRenderingContext2D, kind: number, x: number, y: number, r: number): void {
  if (kind === KIND.wheelchair) {
    ctx.roundRect(x - r, y - r, 2 * r, 2 * r, r * CORNER);
    return;
  }
  ctx.moveTo(x + r, y);
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

/**
 * One seat in its look, centred on (x, y) with radius r, in the context's current units; `seatPx`
 * is its width in device pixels. "Not at this price" is a ring for every kind (shape, not colour
 * only); the marks are drawn once the seat is wide enough to show them.
 */
export function paintSeat(ctx: CanvasRenderingContext2D, look: number, x: number, y: number, r: number, colors: SeatMapColors, seatPx: number): void {
  const state = stateOfLook(look);
  const kind = kindOfLook(look);
  const fill = stateColors(colors)[state]!;
  const hollow = state === STATE_CODE.unavailable && kind !== KIND.dimmed && seatPx >= RING_MIN_PX;
  ctx.save();
  ctx.beginPath();
  if (kind === KIND.dimmed) {
    ctx.globalAlpha = DIMMED_ALPHA;
    traceSeat(ctx, kind, x, y, r * DIMMED_RADIUS);
  } else traceSeat(ctx, kind, x, y, hollow ? r * 0.8 : r);
  if (hollow) {
    // At least one device pixel thick, else a small ring fades to nothing.
    ctx.lineWidth = Math.max(r * 0.4, (2 * r) / seatPx);
    ctx.strokeStyle = fill;
    ctx.stroke();
  } else {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  ctx.restore();
  if (seatPx < MARK_MIN_PX || (kind !== KIND.wheelchair && kind !== KIND.companion)) return;
  // Dark marks on the pale sold seats and inside rings; light on the saturated ones (as seat numbers).
  const mark = state === STATE_CODE.taken || state === STATE_CODE.unavailable ? colors.text : colors.onSeat;
  if (kind === KIND.wheelchair) strokeWheelchairSymbol(ctx, x, y, hollow ? r * 0.75 : r, mark);
  else strokeCompanionMark(ctx, x, y, r, mark);
}

/** A chosen seat: filled in the "chosen" colour in its own shape, with its white core (and marks once wide enough). */
export function paintSelected(ctx: CanvasRenderingContext2D, kind: number, x: number, y: number, r: number, colors: SeatMapColors, seatPx: number): void {
  const marks = seatPx >= MARK_MIN_PX;
  ctx.beginPath();
  traceSeat(ctx, kind === KIND.wheelchair ? kind : KIND.ordinary, x, y, r);
  ctx.fillStyle = colors.selected;
  ctx.fill();
  if (kind === KIND.wheelchair && marks) {
    // The symbol fills the square: a light inner frame marks the choice instead of the core.
    strokeWheelchairSymbol(ctx, x, y, r * 0.85, colors.onSeat);
    ctx.beginPath();
    ctx.roundRect(x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6, r * CORNER * 0.8);
    ctx.lineWidth = r * 0.12;
    ctx.strokeStyle = colors.onSeat;
    ctx.stroke();
    return;
  }
  // The white core marks the choice by shape too (visible from about 6 px).
  if (seatPx >= 6) {
    ctx.beginPath();
    ctx.moveTo(x + r * 0.35, y);
    ctx.arc(x, y, r * 0.35, 0, Math.PI * 2);
    ctx.fillStyle = colors.onSeat;
    ctx.fill();
  }
  if (kind === KIND.companion && marks) strokeCompanionMark(ctx, x, y, r, colors.onSeat);
}

/**
 * The international wheelchair symbol in strokes, in a seat of radius r (the legend's SVG,
 * `WHEELCHAIR_SYMBOL_PATH`, draws the same figure).
 */
export function strokeWheelchairSymbol(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, color: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(r, r);
  ctx.beginPath();
  // The head: a tiny circle that the stroke fills.
  ctx.moveTo(0.08, -0.62);
  ctx.arc(0.02, -0.62, 0.06, 0, Math.PI * 2);
  ctx.moveTo(-0.06, -0.36);
  ctx.lineTo(-0.1, 0.12);
  ctx.lineTo(0.34, 0.12);
  ctx.lineTo(0.52, 0.55);
  ctx.moveTo(-0.08, -0.12);
  ctx.lineTo(0.26, -0.12);
  ctx.moveTo(-0.1 + 0.42 * Math.cos(-0.35), 0.3 + 0.42 * Math.sin(-0.35));
  ctx.arc(-0.1, 0.3, 0.42, -0.35, Math.PI * 1.45);
  ctx.lineWidth = 0.18;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.restore();
}

/** The same figure for an SVG of viewBox "-1 -1 2 2". */
export const WHEELCHAIR_SYMBOL_PATH =
  'M0.08 -0.62a0.06 0.06 0 1 0 -0.12 0a0.06 0.06 0 1 0 0.12 0M-0.06 -0.36L-0.1 0.12L0.34 0.12L0.52 0.55M-0.08 -0.12L0.26 -0.12M0.294 0.157A0.42 0.42 0 1 1 -0.166 -0.115';

/** A companion seat's mark: a short bar low in the seat, clear of a chosen seat's core. */
export function strokeCompanionMark(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, color: string): void {
  ctx.beginPath();
  ctx.moveTo(x - r * 0.45, y + r * 0.55);
  ctx.lineTo(x + r * 0.45, y + r * 0.55);
  ctx.lineWidth = r * 0.2;
  ctx.lineCap = 'round';
  ctx.strokeStyle = color;
  ctx.stroke();
}
