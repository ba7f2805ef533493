import { PHOTO_REVIEW_CODES } from '../../api/photo-review';
import { judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';

/** What the review screen says when a list or a decision fails: an i18n key, and whether the list must be read again. */
export interface ReviewOutcome {
  message: string;
  reload: boolean;
}

/**
 * 409: the member sent another photo (look again) or someone decided already (gone from the list);
 * 403: no 'photos' role, or not an employee as themself; 429: too fast; else try again.
 */
const REVIEW: OutcomeRow<ReviewOutcome>[] = [
  { code: PHOTO_REVIEW_CODES.changed, outcome: { message: 'PHOTO_REVIEW.ERRORS.CHANGED', reload: true } },
  { code: PHOTO_REVIEW_CODES.alreadyReviewed, outcome: { message: 'PHOTO_REVIEW.ERRORS.ALREADY_REVIEWED', reload: true } },
  { status: 404, outcome: { message: 'PHOTO_REVIEW.ERRORS.GONE', reload: true } },
  { status: 403, outcome: { message: 'PHOTO_REVIEW.ERRORS.NO_ROLE', reload: false } },
  { status: 429, outcome: { message: 'PHOTO_REVIEW.ERRORS.TOO_FAST', reload: false } },
];

export function reviewOutcome(error: unknown): ReviewOutcome {
  if (!judged(error)) return { message: 'ERROR.CONNECTION', reload: false };
  return outcomeOf(error, REVIEW, { message: 'PHOTO_REVIEW.ERRORS.FAILED', reload: false });
}
