/**
 * The eight stands around a basketball court: four sides and four corners of a rounded rectangle
 * that grows one row at a time. World units: one seat pitch is 1, y grows downwards as on screen.
 */

export type Point = [number, number];
/** Tribunes are the long sides, ends the short ones. */
export type SegmentKind = 'TRIBUNE' | 'END' | 'CORNER';

/** Half the court's length (x) and width (y): the stands start at its edge. */
export interface Court {
  halfLength: number;
  halfWidth: number;
}

export interface Segment {
  code: string;
  name: string;
  kind: SegmentKind;
  /** Areas along this segment. */
  areas: number;
  /** Point at position t (0..1) of this segment for a row offset d from the court. */
  at(t: number, d: number): Point;
  length(d: number): number;
}

function side(code: string, name: string, kind: 'TRIBUNE' | 'END', areas: number, from: Point, to: Point, normal: Point): Segment {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  return {
    code,
    name,
    kind,
    areas,
    length: () => length,
    at: (t, d) => [from[0] + (to[0] - from[0]) * t + normal[0] * d, from[1] + (to[1] - from[1]) * t + normal[1] * d],
  };
}

function corner(code: string, name: string, centre: Point, startAngle: number): Segment {
  return {
    code,
    name,
    kind: 'CORNER',
    areas: 1,
    length: (d) => (Math.PI / 2) * d,
    at: (t, d) => {
      const angle = startAngle + (Math.PI / 2) * t;
      return [centre[0] + Math.cos(angle) * d, centre[1] + Math.sin(angle) * d];
    },
  };
}

/** Clockwise from the north-west end of the north stand. */
export function segmentsAround({ halfLength: L, halfWidth: W }: Court): readonly Segment[] {
  return [
    side('N', 'Tribuna Norte', 'TRIBUNE', 4, [-L, -W], [L, -W], [0, -1]),
    corner('NE', 'Córner Noreste', [L, -W], -Math.PI / 2),
    side('E', 'Fondo Este', 'END', 2, [L, -W], [L, W], [1, 0]),
    corner('SE', 'Córner Sureste', [L, W], 0),
    side('S', 'Tribuna Sur', 'TRIBUNE', 4, [L, W], [-L, W], [0, 1]),
    corner('SW', 'Córner Suroeste', [-L, W], Math.PI / 2),
    side('W', 'Fondo Oeste', 'END', 2, [-L, W], [-L, -W], [-1, 0]),
    corner('NW', 'Córner Noroeste', [-L, -W], Math.PI),
  ];
}
