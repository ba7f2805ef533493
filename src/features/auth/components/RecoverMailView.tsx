import { fieldMessage, useZodForm } from '../../../lib/forms';
import { useTranslation } from 'react-i18next';
import { InlineAlert, PasswordField, TextField } from '../../../ui';
import { mailRecoverFormSchema, type MailRecoverForm } from '../forms';
import { AuthPage } from './AuthPage';
import { BackLink } from './BackLink';
import { LockNotice } from './LockNotice';
import { SubmitButton } from './LoginForms';
import * as styles from './AuthPage.css';

export interface RecoverMailViewProps {
  onSubmit: (values: MailRecoverForm) => void;
  submitting: boolean;
  /** Spec §8: 'El proceso se ha realizado con éxito.' / 'El proceso ha fallado.' */
  result?: 'success' | 'failure' | null;
  lockedSeconds?: number | null;
}

/** Forgotten mail: the number and PIN send a reminder to the address on file (spec §7 users/mail/recover). */
export function RecoverMailView({ onSubmit, submitting, result, lockedSeconds }: RecoverMailViewProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors } = useZodForm(mailRecoverFormSchema, { id: '', pin: '' });
  const locked = (lockedSeconds ?? 0) > 0;
  return (
    <AuthPage
      title={t('MAIL_RECOVER.TITLE')}
      intro={t('MAIL_RECOVER.INTRO')}
      links={<BackLink to="login" />}
    >
      {result === 'success' && <InlineAlert tone="success">{t('MAIL_RECOVER.SUCCESS')}</InlineAlert>}
      {result === 'failure' && <InlineAlert tone="error">{t('MAIL_RECOVER.FAILED')}</InlineAlert>}
      {locked && <LockNotice seconds={lockedSeconds ?? 0} />}
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
        <TextField
          label={t('MAIL_RECOVER.NUMBER')}
          inputMode="numeric"
          autoComplete="off"
          error={fieldMessage(t, errors.id, values.id, 'FORM.ERRORS.MEMBER_NUMBER')}
          {...register('id')}
        />
        <PasswordField
          label={t('LOGIN.PIN')}
          inputMode="numeric"
          autoComplete="off"
          error={fieldMessage(t, errors.pin, values.pin, 'FORM.REQUIRED')}
          {...register('pin')}
        />
        <SubmitButton submitting={submitting} locked={locked} label={t('MAIL_RECOVER.SUBMIT')} />
      </form>
    </AuthPage>
  );
}
