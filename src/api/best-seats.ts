import * as z from 'zod/mini';
import { idSchema } from './contract';

/**
 * "Best seats together" (beyond spec §7): the server finds free seats side by side for everyone
 * who needs one and holds them in one transaction, all or nothing. One endpoint per flow, with
 * this body and this proposal: `PUT group-seat-change/best-seats/:session` (seat-change.ts) and
 * `PUT signup/orders/:id/best-seats` (signup.ts). The rule that ranks blocks is in server/README.md.
 */
export const bestSeatsBodySchema = z.strictObject({
  /** The area to search; without it, the first area in the people's price order that has the best arrangement. */
  areaId: z.optional(idSchema),
  /**
   * The person (partner id in a seat change, person id in a sign-up) who uses a wheelchair: they
   * get a wheelchair space, the next person its companion seat, the rest the seats beside them.
   */
  wheelchairFor: z.optional(idSchema),
});
export type BestSeatsBody = z.infer<typeof bestSeatsBodySchema>;

/**
 * How close the held seats are. ROW: side by side in one row. TWO_ROWS: two blocks, one
 * directly behind the other. SPLIT: the fewest blocks side by side the area allows (`groups`).
 */
export const seatArrangements = ['ROW', 'TWO_ROWS', 'SPLIT'] as const;
export type SeatArrangement = (typeof seatArrangements)[number];

export const bestSeatsProposalSchema = z.object({
  arrangement: z.enum(seatArrangements),
  areaId: idSchema,
  /** Blocks of side-by-side seats: 1 for ROW, 2 for TWO_ROWS, 2 or more for SPLIT. */
  groups: z.int().check(z.positive()),
  /** The held seats, one per person, front row first and left to right within a row. */
  seats: z.array(
    z.object({
      /** Partner id in a seat change, person id in a sign-up. */
      personId: idSchema,
      seatId: idSchema,
      row: idSchema,
      number: idSchema,
    }),
  ),
});
export type BestSeatsProposal = z.infer<typeof bestSeatsProposalSchema>;

/** The `code` of the 409 when no arrangement exists: fewer free priced seats than people, or no free wheelchair space with its companion seat. */
export const NO_SEATS_TOGETHER = 'no-seats-together';

