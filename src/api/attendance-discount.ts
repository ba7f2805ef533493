/**
 * SPEC §9: a member who attends every home game of a season (by the rule of src/api/season.ts)
 * gets this much more off the next renewal. The campaign's pages and the season overview read
 * the same numbers.
 */
export const FULL_ATTENDANCE_DISCOUNT = {
  /** The renewal's extra discount, in percent. */
  renewalPercent: 5,
  /** The share of the season's home games to attend, in percent. */
  attendancePercent: 100,
} as const;
