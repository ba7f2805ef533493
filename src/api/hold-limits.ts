import { ACCOUNTS_PER_ADDRESS_LIMIT } from './limits';

/**
 * What one visitor may hold of the arena's free seats (server README, "Security model"). A held
 * seat costs nothing, so each cap bounds what a script can lock without paying; each is far above
 * what an honest household or office needs. Refusals are 429 with a code, never a delay.
 */
export const HOLD_LIMITS = {
  /** Accounts made per IP per hour: a household signs up a few people; a script makes hundreds. */
  accountsPerIpPerHour: ACCOUNTS_PER_ADDRESS_LIMIT.max,
  /** Live orders holding seats per IP: 8 seats each (SIGNUP_MAX_PEOPLE), 80 in all, under 2 % of the free ones. */
  liveHoldsPerIp: 10,
  /** Orders holding seats per account per day: restarting a lapsed or cancelled hold for ever is squatting. */
  holdsPerAccountPerDay: 10,
  /** Seat changes that held seats and ended unpaid (cancelled, declined, lapsed), per partner per day. */
  unpaidChangesPerPartnerPerDay: 5,
} as const;
