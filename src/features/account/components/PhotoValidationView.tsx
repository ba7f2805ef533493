import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoRefusalReason, PhotoStatus } from '../../../api/users';
import { Button, InlineAlert, Panel, Spinner } from '../../../ui';
import { PHOTO_TYPES, type PhotoProblem } from '../photo';
import * as styles from './AccountPage.css';

export interface PhotoValidationViewProps {
  /** The photo on file; undefined while it loads. */
  current?: { photo: string | null; status: PhotoStatus; refusal: PhotoRefusalReason | null };
  /** The photo on file could not be read. */
  loadFailed?: boolean;
  onRetryLoad: () => void;
  /** A new photo, already cropped to the card, waiting for the member's yes. */
  preview: string | null;
  /** The chosen file was refused before upload. */
  problem: PhotoProblem | null;
  /** Cropping a chosen file. */
  preparing?: boolean;
  onPick: (file: File) => void;
  onConfirmCurrent: () => void;
  onConfirmNew: () => void;
  onDiscardNew: () => void;
  onOmit: () => void;
  submitting: boolean;
  error?: string | null;
}

/** Mandatory photo validation (spec §3 mandatoryValidation.photo): keep the photo on file, send a new one, or omit. */
export function PhotoValidationView(props: PhotoValidationViewProps) {
  const { current, loadFailed, onRetryLoad, preview, problem, preparing, onPick, onConfirmCurrent, onConfirmNew, onDiscardNew, onOmit, submitting, error } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const pick = () => input.current?.click();
  return (
    <Panel title={t('ACCOUNT.PHOTO.TITLE')}>
      <p className={styles.muted}>{t('ACCOUNT.PHOTO.INTRO')}</p>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {problem && <InlineAlert tone="error">{t(`ACCOUNT.PHOTO.PROBLEM.${problem.toUpperCase()}`)}</InlineAlert>}
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
      {preview ? (
        <>
          <img className={styles.photoLarge} src={preview} alt={t('ACCOUNT.PHOTO.PREVIEW_ALT')} />
          <p className={styles.muted}>{t('ACCOUNT.PHOTO.PREVIEW_TEXT')}</p>
          <div className={styles.actions}>
            <Button onClick={onConfirmNew} disabled={submitting}>
              {submitting ? t('ACCOUNT.SAVING') : t('ACCOUNT.PHOTO.USE_NEW')}
            </Button>
            <Button variant="secondary" onClick={onDiscardNew} disabled={submitting}>
              {t('ACCOUNT.PHOTO.CHOOSE_OTHER')}
            </Button>
          </div>
        </>
      ) : loadFailed ? (
        <>
          <InlineAlert tone="error">{t('ACCOUNT.PHOTO.LOAD_FAILED')}</InlineAlert>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onRetryLoad}>
              {t('GENERIC.RETRY')}
            </Button>
          </div>
        </>
      ) : !current ? (
        <Spinner />
      ) : (
        <>
          {current.photo ? (
            <img className={styles.photoLarge} src={current.photo} alt={t('ACCOUNT.PHOTO.CURRENT_ALT')} />
          ) : (
            <p className={styles.muted}>{t('ACCOUNT.PHOTO.NONE')}</p>
          )}
          {current.refusal && (
            <InlineAlert tone="warning" live={false}>
              {t('ACCOUNT.PHOTO.REFUSED_TEXT', { reason: t(`PHOTO_REFUSAL.${current.refusal}`) })}
            </InlineAlert>
          )}
          {current.photo && current.status === 'PENDING' && <p className={styles.muted}>{t('ACCOUNT.PHOTO.PENDING_TEXT')}</p>}
          <div className={styles.actions}>
            {/* Only a photo the club approved can be kept: the member never approves their own. */}
            {current.photo && current.status === 'CONFIRMED' && (
              <Button onClick={onConfirmCurrent} disabled={submitting}>
                {t('ACCOUNT.PHOTO.CONFIRM_CURRENT')}
              </Button>
            )}
            <Button variant={current.status === 'CONFIRMED' ? 'secondary' : 'primary'} onClick={pick} disabled={submitting || preparing} aria-describedby="photo-rules">
              {preparing ? t('ACCOUNT.PHOTO.PREPARING') : t('ACCOUNT.PHOTO.UPLOAD')}
            </Button>
            <Button variant="secondary" onClick={onOmit} disabled={submitting}>
              {t('ACCOUNT.PHOTO.OMIT')}
            </Button>
          </div>
          <p id="photo-rules" className={styles.muted}>
            {t('ACCOUNT.PHOTO.RULES')}
          </p>
        </>
      )}
    </Panel>
  );
}
