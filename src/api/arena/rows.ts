import type { Point, Segment } from './segments';

/** Rows of seats along a segment, and the outlines of pieces of it. */

const SEAT_PITCH = 1;
const ROW_PITCH = 1.1;
const FIRST_ROW_OFFSET = 4;
/** Seats closer than this (along the row) to an area edge leave room for the aisle. */
const AISLE_HALF_WIDTH = 0.7;
/** A seat's width: a little less than the pitch, so neighbours stay apart. */
export const SEAT_SIZE = 0.8;

const rowOffset = (row: number) => FIRST_ROW_OFFSET + row * ROW_PITCH;
/** Three decimals: stable figures in the database and in the models. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Seat positions (t along the segment) of one row of one area, aisles left out. */
function rowSlots(segment: Segment, area: number, row: number): number[] {
  const length = segment.length(rowOffset(row));
  const count = Math.floor(length / SEAT_PITCH);
  const from = area / segment.areas;
  const to = (area + 1) / segment.areas;
  const aisle = AISLE_HALF_WIDTH / length;
  const slots: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    if (t >= from + aisle && t < to - aisle) slots.push(t);
  }
  return slots;
}

/** Centres of the seats of one row (0 is nearest the court) of one area, in seat-number order. */
export function rowSeats(segment: Segment, area: number, row: number): Point[] {
  return rowSlots(segment, area, row).map((slot) => {
    const [x, y] = segment.at(slot, rowOffset(row));
    return [round(x), round(y)];
  });
}

/** Outline of an annular piece of a segment: inner edge forwards, outer edge backwards. */
export function outline(segment: Segment, from: number, to: number, firstRow: number, lastRow: number): Point[] {
  const inner = rowOffset(firstRow) - ROW_PITCH / 2;
  const outer = rowOffset(lastRow) + ROW_PITCH / 2;
  const steps = segment.kind === 'CORNER' ? 8 : 1;
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) points.push(segment.at(from + ((to - from) * i) / steps, inner));
  for (let i = steps; i >= 0; i--) points.push(segment.at(from + ((to - from) * i) / steps, outer));
  return points.map(([x, y]) => [round(x), round(y)]);
}
