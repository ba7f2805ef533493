import { describe, expect, it } from 'vitest';
import { nearestInDirection } from './direction';
import { SeatGrid } from './seatGrid';

/** Three rows of five seats, one unit apart; rows 1.1 apart (y grows downwards). */
function grid() {
  const xs: number[] = [];
  const ys: number[] = [];
  const rows: number[] = [];
  for (let row = 0; row < 3; row++) {
    for (let seat = 0; seat < 5; seat++) {
      xs.push(seat);
      ys.push(row * 1.1);
      rows.push(row);
    }
  }
  return new SeatGrid(Float32Array.from(xs), Float32Array.from(ys), () => Int32Array.from(rows), { minX: -1, minY: -1, maxX: 5, maxY: 3.2 }, 2);
}
const at = (row: number, seat: number) => row * 5 + seat;

describe('SeatGrid', () => {
  it('hit tests the nearest seat within the radius only', () => {
    const g = grid();
    expect(g.hitTest(2.1, 1.2, 0.5)).toBe(at(1, 2));
    expect(g.hitTest(2.5, 0.55, 0.3)).toBe(-1);
  });

  it('moves left and right along the row', () => {
    const g = grid();
    expect(g.neighbour(at(1, 2), 'right')).toBe(at(1, 3));
    expect(g.neighbour(at(1, 2), 'left')).toBe(at(1, 1));
  });

  it('moves up and down to the nearest seat of the next row', () => {
    const g = grid();
    expect(g.neighbour(at(1, 2), 'up')).toBe(at(0, 2));
    expect(g.neighbour(at(1, 2), 'down')).toBe(at(2, 2));
  });

  it('has no neighbour past the edge', () => {
    const g = grid();
    expect(g.neighbour(at(0, 4), 'right')).toBe(-1);
    expect(g.neighbour(at(0, 0), 'up')).toBe(-1);
  });

  it('counts and visits the seats near a rectangle', () => {
    const g = grid();
    const seen: number[] = [];
    g.forEachNear({ minX: -1, minY: -1, maxX: 5, maxY: 3.2 }, (i) => seen.push(i));
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(15).keys()]);
    expect(g.countNear({ minX: -1, minY: -1, maxX: 5, maxY: 3.2 })).toBe(15);
  });

  it('finds the nearest seat from anywhere', () => {
    expect(grid().nearest(100, 100)).toBe(at(2, 4));
  });
});

describe('nearestInDirection (sectors and areas)', () => {
  // A plus sign: centre, then one point each to the right, left, above and below, and one far diagonal.
  const points = [
    { x: 0, y: 0 },
    { x: 10, y: 1 },
    { x: -10, y: 0 },
    { x: 0, y: -10 },
    { x: 0, y: 10 },
    { x: 9, y: 9 },
  ];
  it("moves to the shape in the arrow's direction, straight ahead first", () => {
    expect(nearestInDirection(points, 0, 'right')).toBe(1);
    expect(nearestInDirection(points, 0, 'left')).toBe(2);
    expect(nearestInDirection(points, 0, 'up')).toBe(3);
    expect(nearestInDirection(points, 0, 'down')).toBe(4);
  });
  it('has nothing past the edge', () => {
    expect(nearestInDirection(points, 1, 'right')).toBe(-1);
  });
});
