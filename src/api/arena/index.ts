/**
 * The arena's geometry and seeded random draws: plain TypeScript, no I/O. The server's demo arena
 * (server/db/seed-data) and the kit's generated stadiums (src/ui/SeatMap/generateStadium.ts) are
 * both drawn with it, each with its own court and tiers.
 */
export { seededRandom } from './random';
export { segmentsAround, type Court, type Point, type Segment, type SegmentKind } from './segments';
export { outline, rowSeats, SEAT_SIZE } from './rows';
export { cutStand, type Stand, type StandArea, type StandSector } from './stand';
