import * as z from 'zod/mini';
import { endpoint, idParamSchema, idSchema, noContent } from './contract';
import { PHOTO_REVIEW_DECISION_LIMIT } from './limits';
import { photoRefusalReasonSchema } from './users';

/**
 * Photos reviewed by the club (beyond §7): a photo a member sends waits until an employee with the
 * 'photos' role approves it (the card and the gate show it) or refuses it with a reason the member
 * reads in their profile.
 */
export const photoReviewPaths = {
  waiting: 'photo-review/photos',
  approve: 'photo-review/photos/:userId/approve',
  refuse: 'photo-review/photos/:userId/refuse',
} as const;

/** Photos per page of the waiting list: each may weigh up to 400 kB. */
export const PHOTO_REVIEW_PAGE_SIZE = 10;

export const waitingPhotoSchema = z.object({
  userId: idSchema,
  name: z.string(),
  lastname: z.string(),
  /** The member's partner number, null for a user who is not a partner. */
  partnerNumber: z.nullable(z.int()),
  /** The photo as the member sent it (data URL). */
  photo: z.string(),
  /** Names this photo in a decision: a photo sent again has another. */
  revision: z.int(),
  /** ISO date-time the member sent it. */
  sentAt: z.string(),
});
export type WaitingPhoto = z.infer<typeof waitingPhotoSchema>;

export const waitingPhotosSchema = z.object({
  /** Oldest sent first. */
  photos: z.array(waitingPhotoSchema),
  /** Photos waiting in all. */
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type WaitingPhotos = z.infer<typeof waitingPhotosSchema>;

export const approvePhotoBodySchema = z.strictObject({ revision: z.int().check(z.nonnegative()) });
export const refusePhotoBodySchema = z.strictObject({ revision: z.int().check(z.nonnegative()), reason: photoRefusalReasonSchema });
export type RefusePhotoBody = z.infer<typeof refusePhotoBodySchema>;

/** Codes of the review's refusals (server/README.md "Photos reviewed by the club"). */
export const PHOTO_REVIEW_CODES = {
  /** The member sent another photo after the one the employee saw. */
  changed: 'photo-changed',
  /** Someone else decided on this photo already. */
  alreadyReviewed: 'photo-already-reviewed',
} as const;

const userParams = z.object({ userId: idParamSchema });

export const photoReviewEndpoints = {
  waiting: endpoint({
    method: 'GET',
    path: photoReviewPaths.waiting,
    auth: 'session',
    query: z.object({ page: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,6}$/, 'must be a page number')), z.transform(Number))) }),
    response: waitingPhotosSchema,
    limits: [{ counter: 'photo-review-list', per: 'account', max: 60, windowSeconds: 60 }],
  }),
  approve: endpoint({
    method: 'POST',
    path: photoReviewPaths.approve,
    auth: 'session',
    params: userParams,
    body: approvePhotoBodySchema,
    response: noContent,
    limits: [PHOTO_REVIEW_DECISION_LIMIT],
  }),
  refuse: endpoint({
    method: 'POST',
    path: photoReviewPaths.refuse,
    auth: 'session',
    params: userParams,
    body: refusePhotoBodySchema,
    response: noContent,
    limits: [PHOTO_REVIEW_DECISION_LIMIT],
  }),
};
