import type { Point } from './geometry';

export type Direction = 'left' | 'right' | 'up' | 'down';

const DIRECTIONS: Record<Direction, Point> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};
/** Candidates for an arrow key lie within ±60° of its direction. */
const CONE_SLOPE = Math.tan((60 * Math.PI) / 180);
/** Sideways distance costs double, so the element straight ahead wins over a closer diagonal one. */
const ACROSS_WEIGHT = 2;

/**
 * What moving by (dx, dy) costs for an arrow key: distance along plus twice the distance across;
 * null outside the ±60° cone (that arrow does not lead there). Also a lower bound of the distance.
 */
export function arrowCost(dx: number, dy: number, direction: Direction): number | null {
  const d = DIRECTIONS[direction];
  const along = dx * d.x + dy * d.y;
  const across = Math.abs(dx * d.y - dy * d.x);
  if (along <= 1e-6 || across > along * CONE_SLOPE) return null;
  return along + ACROSS_WEIGHT * across;
}

/** Among a few points (sectors, areas), the one an arrow key moves to from `from`; -1 at the edge. */
export function nearestInDirection(points: readonly Point[], from: number, direction: Direction): number {
  const origin = points[from]!;
  let best = -1;
  let bestCost = Infinity;
  points.forEach((point, i) => {
    const cost = i === from ? null : arrowCost(point.x - origin.x, point.y - origin.y, direction);
    if (cost !== null && cost < bestCost) {
      bestCost = cost;
      best = i;
    }
  });
  return best;
}
