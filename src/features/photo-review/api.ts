import useSWR from 'swr';
import { photoReviewEndpoints, type RefusePhotoBody } from '../../api/photo-review';
import { call, callPath } from '../../lib/call';

/** The photos waiting for review, one page (oldest sent first). */
export function useWaitingPhotos(page: number) {
  const key = callPath(photoReviewEndpoints.waiting, { query: { page } });
  // The page shown stays while the next one loads: the list does not jump to a spinner.
  return useSWR(key, () => call(photoReviewEndpoints.waiting, { query: { page } }), { keepPreviousData: true });
}

/** Approves the photo of that revision (the one the employee is looking at). */
export const approvePhoto = (userId: number, revision: number) =>
  call(photoReviewEndpoints.approve, { params: { userId }, body: { revision } });

/** Refuses the photo of that revision with a reason the member reads in their language. */
export const refusePhoto = (userId: number, body: RefusePhotoBody) =>
  call(photoReviewEndpoints.refuse, { params: { userId }, body });
