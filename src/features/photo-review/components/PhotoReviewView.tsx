import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitingPhoto, WaitingPhotos } from '../../../api/photo-review';
import type { PhotoRefusalReason } from '../../../api/users';
import { Button, InlineAlert, Page, Spinner, StatusMessage } from '../../../ui';
import * as styles from './PhotoReview.css';
import { RefuseDialog } from './RefuseDialog';
import { WaitingPhotoItem } from './WaitingPhotoItem';

export type WaitingList = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: WaitingPhotos };

export interface PhotoReviewViewProps {
  list: WaitingList;
  onRetry: () => void;
  onPage: (page: number) => void;
  /** What the last decision did, or why it failed (an i18n key's text). */
  notice: { tone: 'success' | 'error'; text: string } | null;
  /** The photo a decision is being sent for. */
  busyUserId: number | null;
  onApprove: (photo: WaitingPhoto) => void;
  onRefuse: (photo: WaitingPhoto) => void;
  /** The photo in the refuse dialog; null when it is closed. */
  refusing: WaitingPhoto | null;
  onCancelRefuse: () => void;
  onConfirmRefuse: (reason: PhotoRefusalReason) => void;
  refuseError?: string | null;
  /** The list's heading: focus goes there after a decision removes the photo that had it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** /revision-fotos: the photos members sent, oldest first, each approved or refused by the club. */
export function PhotoReviewView(props: PhotoReviewViewProps) {
  const { list, onRetry, notice, refusing, onCancelRefuse, onConfirmRefuse, refuseError, busyUserId } = props;
  const { t } = useTranslation();
  return (
    <Page title={t('PHOTO_REVIEW.TITLE')} intro={t('PHOTO_REVIEW.INTRO')} width="wide">
      <div className={styles.sections}>
        <div aria-live="polite">{notice && <InlineAlert tone={notice.tone} live={false}>{notice.text}</InlineAlert>}</div>
        {list.status === 'loading' ? (
          <Spinner text={t('PHOTO_REVIEW.LOADING')} />
        ) : list.status === 'failed' ? (
          <StatusMessage
            level={2}
            role="alert"
            title={t('PHOTO_REVIEW.LOAD_FAILED')}
            text={t('PHOTO_REVIEW.LOAD_FAILED_TEXT')}
            actions={<Button onClick={onRetry}>{t('GENERIC.RETRY')}</Button>}
          />
        ) : list.data.total === 0 ? (
          <StatusMessage level={2} title={t('PHOTO_REVIEW.EMPTY')} text={t('PHOTO_REVIEW.EMPTY_TEXT')} />
        ) : (
          <WaitingPhotoList {...props} data={list.data} />
        )}
      </div>
      <RefuseDialog
        key={refusing ? `${refusing.userId}-${refusing.revision}` : 'closed'}
        memberName={refusing ? `${refusing.name} ${refusing.lastname}` : null}
        onCancel={onCancelRefuse}
        onRefuse={onConfirmRefuse}
        submitting={refusing !== null && busyUserId === refusing.userId}
        error={refuseError}
      />
    </Page>
  );
}

function WaitingPhotoList({ data, busyUserId, onApprove, onRefuse, onPage, headingRef }: PhotoReviewViewProps & { data: WaitingPhotos }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <section aria-labelledby="waiting-photos-heading" className={styles.sections}>
      <h2 id="waiting-photos-heading" ref={headingRef} tabIndex={-1} className={styles.listHeading}>
        {t('PHOTO_REVIEW.WAITING', { count: data.total })}
      </h2>
      <ul className={styles.list}>
        {data.photos.map((photo) => (
          <WaitingPhotoItem
            key={`${photo.userId}-${photo.revision}`}
            photo={photo}
            busy={busyUserId === photo.userId}
            onApprove={() => onApprove(photo)}
            onRefuse={() => onRefuse(photo)}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pages} aria-label={t('PHOTO_REVIEW.PAGES')}>
          <Button variant="secondary" size="small" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            {t('PHOTO_REVIEW.PREVIOUS')}
          </Button>
          <span>{t('PHOTO_REVIEW.PAGE_OF', { page: data.page, pages })}</span>
          <Button variant="secondary" size="small" disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
            {t('PHOTO_REVIEW.NEXT')}
          </Button>
        </nav>
      )}
    </section>
  );
}
