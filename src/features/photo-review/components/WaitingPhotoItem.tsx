import { useTranslation } from 'react-i18next';
import type { WaitingPhoto } from '../../../api/photo-review';
import { Button } from '../../../ui';
import * as styles from './PhotoReview.css';

export interface WaitingPhotoItemProps {
  photo: WaitingPhoto;
  /** A decision on this photo is being sent. */
  busy: boolean;
  onApprove: () => void;
  onRefuse: () => void;
}

/** One photo waiting: the photo as sent, whose it is, when it came, and the two decisions. */
export function WaitingPhotoItem({ photo, busy, onApprove, onRefuse }: WaitingPhotoItemProps) {
  const { t, i18n } = useTranslation();
  const name = `${photo.name} ${photo.lastname}`;
  const sent = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(photo.sentAt));
  return (
    <li className={styles.item} aria-label={name}>
      <img className={styles.photo} src={photo.photo} alt={t('PHOTO_REVIEW.PHOTO_ALT', { name })} />
      <p className={styles.name}>{name}</p>
      <p className={styles.muted}>
        {photo.partnerNumber === null ? t('PHOTO_REVIEW.NOT_PARTNER') : t('PHOTO_REVIEW.PARTNER_NUMBER', { number: photo.partnerNumber })}
      </p>
      <p className={styles.muted}>{t('PHOTO_REVIEW.SENT_AT', { date: sent })}</p>
      <div className={styles.actions}>
        <Button onClick={onApprove} disabled={busy} aria-label={t('PHOTO_REVIEW.APPROVE_LABEL', { name })}>
          {busy ? t('PHOTO_REVIEW.SENDING') : t('PHOTO_REVIEW.APPROVE')}
        </Button>
        <Button variant="secondary" onClick={onRefuse} disabled={busy} aria-label={t('PHOTO_REVIEW.REFUSE_LABEL', { name })}>
          {t('PHOTO_REVIEW.REFUSE_BUTTON')}
        </Button>
      </div>
    </li>
  );
}
