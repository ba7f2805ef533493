import { fieldMessage, useZodForm } from '../../../lib/forms';
import { useTranslation } from 'react-i18next';
import { InlineAlert, TextField } from '../../../ui';
import { mailFormSchema, type MailForm } from '../forms';
import { SubmitButton } from './LoginForms';
import * as styles from './AuthPage.css';

export interface ImpersonateFormProps {
  onSubmit: (values: MailForm) => void;
  submitting: boolean;
  error?: string | null;
  defaultMail?: string;
}

/** An employee acts as another user, found by mail (spec §6). */
export function ImpersonateForm({ onSubmit, submitting, error, defaultMail = '' }: ImpersonateFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors } = useZodForm(mailFormSchema, { mail: defaultMail });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
      <p>{t('IMPERSONATE.INTRO')}</p>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <TextField
        label={t('IMPERSONATE.MAIL')}
        type="email"
        autoComplete="off"
        error={fieldMessage(t, errors.mail, values.mail, 'FORM.ERRORS.MAIL')}
        {...register('mail')}
      />
      <SubmitButton submitting={submitting} label={t('IMPERSONATE.SUBMIT')} />
    </form>
  );
}
