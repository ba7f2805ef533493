import type { SeatMapColors } from './palette';
import { DIMMED_ALPHA, KIND, kindOfLook, LOOK_COUNT, paintSeat, stateColors, stateOfLook } from './seatLooks';

/** Row spans of a stamp: for each row, the first and one-past-last pixel that is not background. */
interface Stamp {
  pixels: Uint32Array;
  spans: Int16Array;
  /** The first and one-past-last row that is not all background (a 2 px dot fills 2 rows of 5). */
  firstRow: number;
  endRow: number;
}

/**
 * Seats drawn by copying pixels: one small pre-rendered image per look (state and kind, see
 * seatLooks.ts) at the current seat size
 * (anti-aliased, already blended over the background), copied into an ImageData for every seat
 * in view, then one putImageData. Software canvases (and many phones') rasterise 10,000 arcs in
 * 25 ms or more; 50,000 copies of a few pixels take about 9 ms here.
 */
export class SeatRaster {
  readonly image: ImageData;
  private readonly buffer: Uint32Array;
  private stamps: { diameter: number; side: number; byLook: Stamp[] } | null = null;
  private backgroundPixel = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly colors: SeatMapColors,
  ) {
    this.image = new ImageData(Math.max(1, width), Math.max(1, height));
    this.buffer = new Uint32Array(this.image.data.buffer);
  }

  /** Clears to the background and prepares stamps for seats `diameter` device pixels wide. */
  begin(diameter: number): void {
    const key = Math.round(diameter * 8) / 8;
    if (this.stamps?.diameter !== key) this.stamps = this.buildStamps(key);
    this.buffer.fill(this.backgroundPixel);
  }

  /** Copies one seat's stamp (its look) centred on (x, y), device pixels; clipped to the image. */
  stamp(x: number, y: number, look: number): void {
    const stamps = this.stamps!;
    const { pixels, spans, firstRow: contentFirst, endRow: contentEnd } = stamps.byLook[look]!;
    const side = stamps.side;
    const left = Math.round(x - side / 2);
    const top = Math.round(y - side / 2);
    const { width, height, buffer } = this;
    if (left >= 0 && top >= 0 && left + side <= width && top + side <= height) {
      // Wholly inside (nearly every seat): no clipping per row.
      for (let row = contentFirst; row < contentEnd; row++) {
        const target = (top + row) * width + left;
        const source = row * side;
        for (let column = spans[row * 2]!, to = spans[row * 2 + 1]!; column < to; column++) buffer[target + column] = pixels[source + column]!;
      }
      return;
    }
    const firstRow = Math.max(contentFirst, -top);
    const lastRow = Math.min(contentEnd, height - top);
    for (let row = firstRow; row < lastRow; row++) {
      const from = Math.max(spans[row * 2]!, -left);
      const to = Math.min(spans[row * 2 + 1]!, width - left);
      const target = (top + row) * width + left;
      const source = row * side;
      for (let column = from; column < to; column++) buffer[target + column] = pixels[source + column]!;
    }
  }

  private buildStamps(diameter: number) {
    const side = Math.ceil(diameter) + 2;
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const fills = stateColors(this.colors);
    const byLook: Stamp[] = [];
    for (let look = 0; look < LOOK_COUNT; look++) {
      ctx.fillStyle = this.colors.background;
      ctx.fillRect(0, 0, side, side);
      if (diameter < 3) {
        // A dot of 1–2 px: a whole-pixel square in full colour (an anti-aliased disc would be pale); dimmed, a paler one.
        const dot = Math.max(1, Math.round(diameter));
        const at = Math.floor((side - dot) / 2);
        ctx.globalAlpha = kindOfLook(look) === KIND.dimmed ? DIMMED_ALPHA : 1;
        ctx.fillStyle = fills[stateOfLook(look)]!;
        ctx.fillRect(at, at, dot, dot);
        ctx.globalAlpha = 1;
      } else paintSeat(ctx, look, side / 2, side / 2, diameter / 2, this.colors, diameter);
      const pixels = new Uint32Array(ctx.getImageData(0, 0, side, side).data.buffer.slice(0));
      byLook[look] = { pixels, ...spansOf(pixels, side, pixels[0]!) };
      this.backgroundPixel = pixels[0]!;
    }
    return { diameter, side, byLook };
  }
}

function spansOf(pixels: Uint32Array, side: number, background: number): { spans: Int16Array; firstRow: number; endRow: number } {
  const spans = new Int16Array(side * 2);
  let firstRow = side;
  let endRow = 0;
  for (let row = 0; row < side; row++) {
    let first = side;
    let last = 0;
    for (let column = 0; column < side; column++) {
      if (pixels[row * side + column] === background) continue;
      first = Math.min(first, column);
      last = column + 1;
    }
    spans[row * 2] = first < last ? first : 0;
    spans[row * 2 + 1] = first < last ? last : 0;
    if (first < last) {
      firstRow = Math.min(firstRow, row);
      endRow = row + 1;
    }
  }
  return { spans, firstRow: Math.min(firstRow, endRow), endRow };
}
