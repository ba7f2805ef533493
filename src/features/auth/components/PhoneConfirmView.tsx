import { fieldMessage, useZodForm } from '../../../lib/forms';
import { useTranslation } from 'react-i18next';
import { InlineAlert, TextField } from '../../../ui';
import { phoneConfirmFormSchema, type PhoneConfirmForm } from '../forms';
import { AuthPage } from './AuthPage';
import { BackLink } from './BackLink';
import { MailField } from './MailField';
import { SubmitButton } from './LoginForms';
import * as styles from './AuthPage.css';

export interface PhoneConfirmViewProps {
  onSubmit: (values: PhoneConfirmForm) => void;
  submitting: boolean;
  error?: string | null;
  done?: boolean;
  /** From the link or the session: the member only types what they do not have. */
  defaults?: Partial<PhoneConfirmForm>;
}

/** Phone confirmation with the code sent to the new number (spec §7 PUT users/confirm/phone). */
export function PhoneConfirmView({ onSubmit, submitting, error, done = false, defaults }: PhoneConfirmViewProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors } = useZodForm(phoneConfirmFormSchema, { mail: '', phone: '', hash: '', ...defaults });
  const back = <BackLink to="home" />;
  if (done) {
    return (
      <AuthPage title={t('CONFIRM.PHONE_DONE_TITLE')} focusTitle links={back}>
        <InlineAlert tone="success">{t('CONFIRM.PHONE_DONE_TEXT')}</InlineAlert>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('CONFIRM.PHONE_TITLE')} intro={t('CONFIRM.PHONE_INTRO')} links={back}>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
        <MailField registration={register('mail')} error={errors.mail} value={values.mail} />
        <TextField
          label={t('CONFIRM.PHONE')}
          type="tel"
          autoComplete="tel"
          hint={t('CONFIRM.PHONE_HINT')}
          error={fieldMessage(t, errors.phone, values.phone, 'FORM.ERRORS.PHONE')}
          {...register('phone')}
        />
        <TextField
          label={t('CONFIRM.CODE')}
          autoComplete="one-time-code"
          error={fieldMessage(t, errors.hash, values.hash, 'FORM.ERRORS.CODE')}
          {...register('hash')}
        />
        <SubmitButton submitting={submitting} label={t('CONFIRM.PHONE_SUBMIT')} />
      </form>
    </AuthPage>
  );
}
