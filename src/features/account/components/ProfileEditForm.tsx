import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, InlineAlert, PasswordField, TextField } from '../../../ui';
import { isNewMail, profileFormSchemaFor, type ProfileForm } from '../forms';
import * as styles from './AccountPage.css';

interface ProfileEditFormProps {
  user: User;
  onSubmit: (values: ProfileForm) => void;
  onCancel: () => void;
  submitting: boolean;
  error?: string | null;
  mailInUse?: boolean;
  /** 403: the current password given for a new mail is wrong, said on its field. */
  wrongPassword?: boolean;
}

/**
 * Name, surnames, mail and phone, checked with the server's rules before they are sent. A new
 * mail asks for the current password, so a session left open is not enough to take the account.
 */
export function ProfileEditForm({ user, onSubmit, onCancel, submitting, error, mailInUse = false, wrongPassword = false }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => profileFormSchemaFor(user.mail), [user.mail]);
  const { register, handleSubmit, values, errors, setError, setFocus } = useZodForm(schema, {
    name: user.name,
    lastname: user.lastname,
    mail: user.mail,
    phone: user.phone ?? '',
    currentPassword: '',
  });
  const fieldError = mailInUse || wrongPassword;
  // Opening the form starts at its first field (once: not again when a later save clears an error).
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current && !fieldError) setFocus('name');
    opened.current = true;
  }, [fieldError, setFocus]);
  // A 409 takes the member to the mail it concerns, a wrong password to the password.
  useEffect(() => {
    if (mailInUse) setError('mail', { type: 'server' }, { shouldFocus: true });
    if (wrongPassword) setError('currentPassword', { type: 'server' }, { shouldFocus: true });
  }, [mailInUse, wrongPassword, setError]);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
      {error && !fieldError && <InlineAlert tone="error">{error}</InlineAlert>}
      <div className={styles.row}>
        <TextField label={t('ACCOUNT.PERSONAL.FIRST_NAME')} autoComplete="given-name" error={fieldMessage(t, errors.name, values.name, 'FORM.ERRORS.TEXT')} {...register('name')} />
        <TextField label={t('ACCOUNT.PERSONAL.LASTNAME')} autoComplete="family-name" error={fieldMessage(t, errors.lastname, values.lastname, 'FORM.ERRORS.TEXT')} {...register('lastname')} />
      </div>
      <TextField
        label={t('ACCOUNT.PERSONAL.MAIL')}
        type="email"
        autoComplete="email"
        hint={t('ACCOUNT.PERSONAL.MAIL_HINT')}
        error={errors.mail?.type === 'server' ? t('ACCOUNT.ERRORS.EMAIL_IN_USE') : fieldMessage(t, errors.mail, values.mail, 'FORM.ERRORS.MAIL')}
        {...register('mail')}
      />
      {isNewMail(values.mail, user.mail) && (
        <PasswordField
          label={t('ACCOUNT.PERSONAL.CURRENT_PASSWORD')}
          autoComplete="current-password"
          hint={t('ACCOUNT.PERSONAL.CURRENT_PASSWORD_HINT')}
          error={
            errors.currentPassword?.type === 'server'
              ? t('ACCOUNT.ERRORS.WRONG_PASSWORD')
              : fieldMessage(t, errors.currentPassword, values.currentPassword, 'FORM.REQUIRED')
          }
          {...register('currentPassword')}
        />
      )}
      <TextField
        label={t('ACCOUNT.PERSONAL.PHONE')}
        type="tel"
        autoComplete="tel"
        optional
        hint={t('ACCOUNT.PERSONAL.PHONE_HINT')}
        error={errors.phone ? t('FORM.ERRORS.PHONE') : undefined}
        {...register('phone')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('ACCOUNT.SAVING') : t('ACCOUNT.SAVE')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {t('ACCOUNT.CANCEL')}
        </Button>
      </div>
    </form>
  );
}
