import { useTranslation } from 'react-i18next';
import { photoRefusalReasons, type PhotoRefusalReason } from '../../../api/users';
import { useZodForm } from '../../../lib/forms';
import { Button, InlineAlert, Modal } from '../../../ui';
import { refuseFormSchema, type RefuseForm } from '../forms';
import * as styles from './PhotoReview.css';

export interface RefuseDialogProps {
  /** Whose photo is refused; the dialog is shown while set. */
  memberName: string | null;
  onCancel: () => void;
  onRefuse: (reason: PhotoRefusalReason) => void;
  submitting: boolean;
  /** The refusal failed; the dialog stays, with the reason chosen. */
  error?: string | null;
}

/** Refusing a photo: the reason the member will read, translated into their language, from a fixed list. */
export function RefuseDialog({ memberName, onCancel, onRefuse, submitting, error }: RefuseDialogProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, errors } = useZodForm<RefuseForm>(refuseFormSchema, {});
  const formId = 'refuse-photo-form';
  return (
    <Modal
      open={memberName !== null}
      onClose={onCancel}
      title={t('PHOTO_REVIEW.REFUSE.TITLE', { name: memberName ?? '' })}
      actions={
        <>
          <Button type="submit" form={formId} disabled={submitting}>
            {submitting ? t('PHOTO_REVIEW.REFUSE.SENDING') : t('PHOTO_REVIEW.REFUSE.CONFIRM')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {t('PHOTO_REVIEW.REFUSE.CANCEL')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(({ reason }) => onRefuse(reason))(event)}>
        {error && <InlineAlert tone="error">{error}</InlineAlert>}
        <fieldset className={styles.reasons} aria-describedby={errors.reason ? 'refuse-reason-error' : undefined}>
          <legend className={styles.legend}>{t('PHOTO_REVIEW.REFUSE.LEGEND')}</legend>
          {photoRefusalReasons.map((reason) => (
            <label key={reason} className={styles.reason}>
              <input className={styles.radio} type="radio" value={reason} {...register('reason')} />
              <span>{t(`PHOTO_REFUSAL.${reason}`)}</span>
            </label>
          ))}
          {errors.reason && (
            <p id="refuse-reason-error" className={styles.fieldError} role="alert">
              {t('PHOTO_REVIEW.REFUSE.REQUIRED')}
            </p>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}
