import { RELEASE_CODES } from '../../api/releases';
import { judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';

/** What the release screen says when a release or a take-back fails: an i18n key, and whether the list must be read again. */
export interface ReleaseOutcome {
  message: string;
  reload: boolean;
}

/**
 * Each refusal read again from the server's list, so the screen shows what is true now (sold,
 * held, closed, already released or given to a guest, no longer the caller's); 429: wait; anything unjudged: the
 * connection, with the list as it was.
 */
const RELEASE: OutcomeRow<ReleaseOutcome>[] = [
  { code: RELEASE_CODES.held, outcome: { message: 'RELEASES.ERRORS.HELD', reload: true } },
  { code: RELEASE_CODES.sold, outcome: { message: 'RELEASES.ERRORS.SOLD', reload: true } },
  { code: RELEASE_CODES.deadlinePassed, outcome: { message: 'RELEASES.ERRORS.DEADLINE', reload: true } },
  { code: RELEASE_CODES.alreadyReleased, outcome: { message: 'RELEASES.ERRORS.EXISTS', reload: true } },
  { code: RELEASE_CODES.seatGiven, outcome: { message: 'RELEASES.ERRORS.GIVEN', reload: true } },
  { code: RELEASE_CODES.noPrice, outcome: { message: 'RELEASES.ERRORS.NO_PRICE', reload: true } },
  { code: RELEASE_CODES.notYours, outcome: { message: 'RELEASES.ERRORS.NOT_YOURS', reload: true } },
  { status: 404, outcome: { message: 'RELEASES.ERRORS.GONE', reload: true } },
  { status: 429, outcome: { message: 'RELEASES.ERRORS.TOO_MANY', reload: false } },
];

export function releaseOutcome(error: unknown): ReleaseOutcome {
  if (!judged(error)) return { message: 'ERROR.CONNECTION', reload: false };
  return outcomeOf(error, RELEASE, { message: 'RELEASES.ERRORS.FAILED', reload: false });
}
