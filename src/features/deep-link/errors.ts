import { outcomeOf } from '../../lib/outcome';

/** Spec §8 "Deep link": 400 expired; anything else invalid. Then an alert, and the home. */
export function deepLinkErrorKey(error: unknown): string {
  return outcomeOf(error, [{ status: 400, outcome: 'DEEP_LINK.EXPIRED' }], 'DEEP_LINK.INVALID');
}
