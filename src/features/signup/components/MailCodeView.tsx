import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_CODE } from '../../../api/signup';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, InlineAlert, TextField } from '../../../ui';
import { mailCodeFormSchema, type MailCodeForm } from '../forms';
import * as styles from './signup.css';

export interface MailCodeViewProps {
  /** Where the code went. */
  mail: string;
  onSubmit: (code: string) => void;
  submitting: boolean;
  /** Seconds before another code may be asked for: the resend button waits, counting down. */
  resendIn: number;
  onResend: () => void;
  resending: boolean;
  /** No live code (it expired, or the account came back later): ask for a new one first. */
  noLiveCode?: boolean;
  /** Already translated: what the server said about the code or the resend. */
  error?: string;
  /** Already translated: a new code went out. */
  notice?: string;
}

const EMPTY: MailCodeForm = { code: '' };

/**
 * Step 1, once the account exists: the 6-digit code mailed to the member confirms their mail
 * before a seat is held. The field takes the focus and the phone's code suggestion.
 */
export function MailCodeView({ mail, onSubmit, submitting, resendIn, onResend, resending, noLiveCode = false, error, notice }: MailCodeViewProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors, setFocus } = useZodForm(mailCodeFormSchema, EMPTY);
  const sentId = useId();
  const alertId = useId();
  // The field again after each answer, once the frame has focused its title: the member types at
  // once, and a screen reader hears with the field where the code went and what went wrong.
  useEffect(() => {
    const timer = setTimeout(() => setFocus('code'));
    return () => clearTimeout(timer);
  }, [setFocus, error]);
  const minutes = Math.floor(resendIn / 60);
  const wait = `${minutes}:${String(resendIn % 60).padStart(2, '0')}`;
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((valid) => onSubmit(valid.code))} aria-busy={submitting}>
      <p id={sentId} className={styles.text}>{t('SIGNUP.CODE.SENT', { mail, minutes: MAIL_CODE.ttlSeconds / 60 })}</p>
      {noLiveCode && !error && <InlineAlert tone="warning">{t('SIGNUP.CODE.ASK_AGAIN')}</InlineAlert>}
      {error && (
        <div id={alertId}>
          <InlineAlert tone="error">{error}</InlineAlert>
        </div>
      )}
      {notice && !error && <InlineAlert tone="success">{notice}</InlineAlert>}
      <TextField
        label={t('SIGNUP.CODE.LABEL')}
        hint={t('SIGNUP.CODE.HINT')}
        className={styles.codeField}
        autoComplete="one-time-code"
        inputMode="numeric"
        enterKeyHint="done"
        maxLength={MAIL_CODE.digits + 2}
        error={fieldMessage(t, errors.code, values.code, 'SIGNUP.CODE.ERRORS.FORMAT')}
        describedBy={error ? `${alertId} ${sentId}` : sentId}
        aria-invalid={errors.code || error ? true : undefined}
        {...register('code')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('FORM.SENDING') : t('SIGNUP.CODE.SUBMIT')}
        </Button>
        <Button variant="secondary" onClick={onResend} disabled={resendIn > 0 || resending}>
          {resendIn > 0 ? t('SIGNUP.CODE.RESEND_IN', { wait }) : t('SIGNUP.CODE.RESEND')}
        </Button>
      </div>
    </form>
  );
}
