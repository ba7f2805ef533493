import useSWR from 'swr';
import { noContent, pathOf } from '../../api/contract';
import { photoReviewEndpoints, photoReviewPaths, waitingPhotosSchema, type RefusePhotoBody } from '../../api/photo-review';
import { request } from '../../lib/http';

/** The photos waiting for review, one page (oldest sent first). */
export function useWaitingPhotos(page: number) {
  const key = `${photoReviewPaths.waiting}?page=${page}`;
  // The page shown stays while the next one loads: the list does not jump to a spinner.
  return useSWR(key, (path: string) => request(path, { schema: waitingPhotosSchema, session: true }), { keepPreviousData: true });
}

/** Approves the photo of that revision (the one the employee is looking at). */
export const approvePhoto = (userId: number, revision: number) =>
  request(pathOf(photoReviewEndpoints.approve, { userId }), { method: 'POST', body: { revision }, schema: noContent, session: true });

/** Refuses the photo of that revision with a reason the member reads in their language. */
export const refusePhoto = (userId: number, body: RefusePhotoBody) =>
  request(pathOf(photoReviewEndpoints.refuse, { userId }), { method: 'POST', body, schema: noContent, session: true });
