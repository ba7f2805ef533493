import { PHOTO_REVIEW_CODES, PHOTO_REVIEW_PAGE_SIZE, type photoReviewEndpoints } from '../../../src/api/photo-review.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

const REVIEWERS_ONLY =
  "'not-employee': the session user is not an EMPLOYEE (or is impersonating a member); 'staff-role-missing': the employee has no 'photos' role";
const DECISION_ERRORS = {
  400: 'userId is not a positive integer, or a bad body',
  401: 'no live session',
  403: REVIEWERS_ONLY,
  404: 'no such user, or no photo on file',
  409: `'${PHOTO_REVIEW_CODES.changed}': the member sent another photo than revision; '${PHOTO_REVIEW_CODES.alreadyReviewed}': this photo is no longer waiting`,
} as const;

/** What API.md says of each photo-review endpoint: what it does and every non-2xx status it produces. */
export const photoReviewDocs = {
  waiting: {
    summary: `The photos waiting for review, oldest sent first, ${PHOTO_REVIEW_PAGE_SIZE} a page, with the member's name and number.`,
    errors: {
      400: 'page is not a number',
      401: 'no live session',
      403: REVIEWERS_ONLY,
    },
  },
  approve: {
    summary: 'Approves the photo of that revision: CONFIRMED, it reaches the member card and the gate.',
    errors: DECISION_ERRORS,
  },
  refuse: {
    summary: 'Refuses the photo of that revision with a reason code: REFUSED, the member reads the reason in their language and is asked for another photo.',
    errors: DECISION_ERRORS,
  },
} satisfies AreaDocs<typeof photoReviewEndpoints>;
