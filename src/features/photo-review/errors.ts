import { PHOTO_REVIEW_CODES } from '../../api/photo-review';
import { ApiError } from '../../lib/http';

/** What the review screen says when a list or a decision fails: an i18n key, and whether the list must be read again. */
export interface ReviewOutcome {
  message: string;
  reload: boolean;
}

/**
 * 409: the member sent another photo (look again) or someone decided already (gone from the list);
 * 403: no 'photos' role, or not an employee as themself; 429: too fast; else try again.
 */
export function reviewOutcome(error: unknown): ReviewOutcome {
  if (!(error instanceof ApiError) || error.kind !== 'http' || (error.status ?? 0) >= 500) return { message: 'ERROR.CONNECTION', reload: false };
  if (error.code === PHOTO_REVIEW_CODES.changed) return { message: 'PHOTO_REVIEW.ERRORS.CHANGED', reload: true };
  if (error.code === PHOTO_REVIEW_CODES.alreadyReviewed) return { message: 'PHOTO_REVIEW.ERRORS.ALREADY_REVIEWED', reload: true };
  if (error.status === 404) return { message: 'PHOTO_REVIEW.ERRORS.GONE', reload: true };
  if (error.status === 403) return { message: 'PHOTO_REVIEW.ERRORS.NO_ROLE', reload: false };
  if (error.status === 429) return { message: 'PHOTO_REVIEW.ERRORS.TOO_FAST', reload: false };
  return { message: 'PHOTO_REVIEW.ERRORS.FAILED', reload: false };
}
