import { fieldMessage, useZodForm } from '../../../lib/forms';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert, PasswordField } from '../../../ui';
import { changePasswordFormSchema, type ChangePasswordForm } from '../forms';
import { AuthPage } from './AuthPage';
import { BackLink } from './BackLink';
import { LockNotice } from './LockNotice';
import { SubmitButton } from './LoginForms';
import { NewPasswordFields } from './NewPasswordFields';
import * as styles from './AuthPage.css';

export interface ChangePasswordViewProps {
  onSubmit: (values: ChangePasswordForm) => void;
  submitting: boolean;
  error?: string | null;
  /** The server said the current password is wrong: said on that field. */
  wrongCurrent?: boolean;
  lockedSeconds?: number | null;
  done?: boolean;
}

/** A logged-in member changes their password (spec §7 PUT users/password). */
export function ChangePasswordView({ onSubmit, submitting, error, wrongCurrent = false, lockedSeconds, done = false }: ChangePasswordViewProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors, control, setError } = useZodForm(changePasswordFormSchema, { currentPassword: '', password: '', repeat: '' });
  useEffect(() => {
    if (wrongCurrent) setError('currentPassword', { type: 'server' }, { shouldFocus: true });
  }, [wrongCurrent, setError]);
  const back = <BackLink to="home" />;
  if (done) {
    return (
      <AuthPage title={t('PASSWORD.CHANGED_TITLE')} focusTitle links={back}>
        <InlineAlert tone="success">{t('PASSWORD.CHANGED_TEXT')}</InlineAlert>
      </AuthPage>
    );
  }
  const locked = (lockedSeconds ?? 0) > 0;
  return (
    <AuthPage title={t('PASSWORD.CHANGE_TITLE')} intro={t('PASSWORD.CHANGE_INTRO')} links={back}>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {locked && <LockNotice seconds={lockedSeconds ?? 0} />}
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
        <PasswordField
          label={t('PASSWORD.CURRENT')}
          autoComplete="current-password"
          error={
            errors.currentPassword?.type === 'server'
              ? t('PASSWORD.ERRORS.WRONG_CURRENT')
              : fieldMessage(t, errors.currentPassword, values.currentPassword, 'FORM.REQUIRED')
          }
          {...register('currentPassword')}
        />
        <NewPasswordFields register={register} control={control} errors={errors} />
        <SubmitButton submitting={submitting} locked={locked} label={t('PASSWORD.CHANGE_SUBMIT')} />
      </form>
    </AuthPage>
  );
}
