import { arrowCost, type Direction } from './direction';
import type { Bounds } from './geometry';

/** Left/right prefer the same row: along a curved row the next seat can sit at an angle. */
const SAME_ROW_FACTOR = 0.5;

/**
 * A uniform grid over seat centres (compressed: one array of seat indices ordered by cell), for
 * hit testing, culling and arrow-key neighbours in time that does not grow with the stadium.
 */
export class SeatGrid {
  private readonly columns: number;
  private readonly rows: number;
  private readonly cellStart: Int32Array;
  private readonly items: Int32Array;

  constructor(
    readonly xs: Float32Array,
    readonly ys: Float32Array,
    /** Seats of the same row of the same area share a key (asked for on the first arrow key). */
    private readonly rowKeys: () => Int32Array,
    readonly bounds: Bounds,
    readonly cellSize: number,
  ) {
    this.columns = Math.max(1, Math.ceil((bounds.maxX - bounds.minX) / cellSize) + 1);
    this.rows = Math.max(1, Math.ceil((bounds.maxY - bounds.minY) / cellSize) + 1);
    const cellOf = new Int32Array(xs.length);
    const counts = new Int32Array(this.columns * this.rows + 1);
    for (let i = 0; i < xs.length; i++) {
      cellOf[i] = this.cellIndex(this.column(xs[i]!), this.row(ys[i]!));
      counts[cellOf[i]! + 1]! += 1;
    }
    for (let c = 1; c < counts.length; c++) counts[c]! += counts[c - 1]!;
    this.cellStart = counts;
    this.items = new Int32Array(xs.length);
    const fill = counts.slice(0, -1);
    for (let i = 0; i < xs.length; i++) this.items[(fill[cellOf[i]!]! += 1) - 1] = i;
  }

  get size(): number {
    return this.xs.length;
  }

  private column(x: number) {
    return Math.min(this.columns - 1, Math.max(0, Math.floor((x - this.bounds.minX) / this.cellSize)));
  }
  private row(y: number) {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.bounds.minY) / this.cellSize)));
  }
  private cellIndex(column: number, row: number) {
    return row * this.columns + column;
  }

  /** Calls `visit` for every seat in the cells the rectangle touches (a superset of the rectangle). */
  forEachNear(area: Bounds, visit: (index: number) => void): void {
    this.forEachRangeNear(area, (items, start, end) => {
      for (let k = start; k < end; k++) visit(items[k]!);
    });
  }

  /**
   * The same seats as `forEachNear`, as runs of `items` (seat indices), one per grid row: a hot
   * loop (stamping every seat of a frame) iterates them itself instead of calling back per seat.
   */
  forEachRangeNear(area: Bounds, visit: (items: Int32Array, start: number, end: number) => void): void {
    const c0 = this.column(area.minX);
    const c1 = this.column(area.maxX);
    for (let r = this.row(area.minY), r1 = this.row(area.maxY); r <= r1; r++) {
      visit(this.items, this.cellStart[this.cellIndex(c0, r)]!, this.cellStart[this.cellIndex(c1, r) + 1]!);
    }
  }

  /** How many seats `forEachNear` would visit: cheap, used to pick the drawing strategy. */
  countNear(area: Bounds): number {
    const c0 = this.column(area.minX);
    const c1 = this.column(area.maxX);
    let count = 0;
    for (let r = this.row(area.minY), r1 = this.row(area.maxY); r <= r1; r++) {
      count += this.cellStart[this.cellIndex(c1, r) + 1]! - this.cellStart[this.cellIndex(c0, r)]!;
    }
    return count;
  }

  /** The seat whose centre is nearest to (x, y) within `radius`, or -1. */
  hitTest(x: number, y: number, radius: number): number {
    let best = -1;
    let bestDistance = radius * radius;
    this.forEachNear({ minX: x - radius, minY: y - radius, maxX: x + radius, maxY: y + radius }, (i) => {
      const distance = (this.xs[i]! - x) ** 2 + (this.ys[i]! - y) ** 2;
      if (distance <= bestDistance) {
        bestDistance = distance;
        best = i;
      }
    });
    return best;
  }

  /** The seat nearest to (x, y), however far; -1 only when there are no seats. */
  nearest(x: number, y: number): number {
    let best = -1;
    let bestDistance = Infinity;
    this.searchRings(x, y, (i) => {
      const distance = Math.hypot(this.xs[i]! - x, this.ys[i]! - y);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = i;
      }
    }, () => bestDistance);
    return best;
  }

  /**
   * The seat an arrow key moves to: the lowest `arrowCost` (±60° of the direction, distance along
   * plus twice the distance across), halved for the same row when moving left or right.
   * -1 when there is none (the edge of the map).
   */
  neighbour(from: number, direction: Direction): number {
    const sideways = direction === 'left' || direction === 'right';
    const rowKeys = this.rowKeys();
    const x0 = this.xs[from]!;
    const y0 = this.ys[from]!;
    let best = -1;
    let bestCost = Infinity;
    this.searchRings(x0, y0, (i) => {
      if (i === from) return;
      let cost = arrowCost(this.xs[i]! - x0, this.ys[i]! - y0, direction);
      if (cost === null) return;
      if (sideways && rowKeys[i] === rowKeys[from]) cost *= SAME_ROW_FACTOR;
      if (cost < bestCost) {
        bestCost = cost;
        best = i;
      }
    }, () => bestCost);
    return best;
  }

  /**
   * Visits cells in square rings around (x, y) until the ring is farther than `bound()` (any
   * result's cost is at least its distance) or the grid is exhausted.
   */
  private searchRings(x: number, y: number, visit: (index: number) => void, bound: () => number): void {
    const cx = this.column(x);
    const cy = this.row(y);
    const maxRing = Math.max(this.columns, this.rows);
    for (let ring = 0; ring <= maxRing; ring++) {
      if ((ring - 1) * this.cellSize > bound()) return;
      for (let r = cy - ring; r <= cy + ring; r++) {
        if (r < 0 || r >= this.rows) continue;
        const edgeRow = r === cy - ring || r === cy + ring;
        for (let c = cx - ring; c <= cx + ring; c += edgeRow ? 1 : 2 * ring || 1) {
          if (c < 0 || c >= this.columns) continue;
          const cell = this.cellIndex(c, r);
          for (let k = this.cellStart[cell]!; k < this.cellStart[cell + 1]!; k++) visit(this.items[k]!);
        }
      }
    }
  }
}
