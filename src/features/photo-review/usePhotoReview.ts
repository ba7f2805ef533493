import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitingPhoto } from '../../api/photo-review';
import type { PhotoRefusalReason } from '../../api/users';
import { approvePhoto, refusePhoto, useWaitingPhotos } from './api';
import type { PhotoReviewViewProps, WaitingList } from './components/PhotoReviewView';
import { reviewOutcome } from './errors';

/** The review screen's state: the page shown, the decision being sent, and what the last one did. */
export function usePhotoReview(): PhotoReviewViewProps {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useWaitingPhotos(page);
  const [busyUserId, setBusyUserId] = useState<number | null>(null);
  const [notice, setNotice] = useState<PhotoReviewViewProps['notice']>(null);
  const [refusing, setRefusing] = useState<WaitingPhoto | null>(null);
  const [refuseError, setRefuseError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const list: WaitingList = data ? { status: 'ready', data } : error ? { status: 'failed' } : { status: 'loading' };

  /**
   * Sends one decision. Done, or refused because the photo left the list (changed by the member,
   * decided by someone else), the list is read again and focus goes to its heading; otherwise the
   * failure's text is the answer and nothing moves.
   */
  async function decide(photo: WaitingPhoto, send: () => Promise<unknown>, done: string): Promise<string | null> {
    setBusyUserId(photo.userId);
    try {
      await send();
      setNotice({ tone: 'success', text: done });
      await mutate();
      // This decision emptied the page: show the one before.
      if (page > 1 && data?.photos.length === 1) setPage(page - 1);
      return null;
    } catch (failure) {
      const outcome = reviewOutcome(failure);
      setNotice({ tone: 'error', text: t(outcome.message) });
      if (!outcome.reload) return t(outcome.message);
      await mutate();
      return null;
    } finally {
      setBusyUserId(null);
    }
  }

  /** After the frame in which a closing dialog gives focus back (to a button gone with its photo). */
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  const name = (photo: WaitingPhoto) => `${photo.name} ${photo.lastname}`;

  return {
    list,
    onRetry: () => void mutate(),
    onPage: (next) => {
      setNotice(null);
      setPage(next);
      headingRef.current?.focus();
    },
    notice,
    busyUserId,
    onApprove: (photo) =>
      void decide(photo, () => approvePhoto(photo.userId, photo.revision), t('PHOTO_REVIEW.APPROVED', { name: name(photo) })).then((failed) => {
        if (!failed) focusHeading();
      }),
    onRefuse: (photo) => {
      setRefuseError(null);
      setRefusing(photo);
    },
    refusing,
    onCancelRefuse: () => setRefusing(null),
    onConfirmRefuse: (reason: PhotoRefusalReason) => {
      const photo = refusing;
      if (!photo) return;
      const done = t('PHOTO_REVIEW.REFUSED', { name: name(photo) });
      void decide(photo, () => refusePhoto(photo.userId, { revision: photo.revision, reason }), done).then((failed) => {
        setRefuseError(failed);
        if (failed) return;
        setRefusing(null);
        focusHeading();
      });
    },
    refuseError,
    headingRef,
  };
}
