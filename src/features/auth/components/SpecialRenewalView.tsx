import { fieldMessage, useZodForm } from '../../../lib/forms';
import { useTranslation } from 'react-i18next';
import { InlineAlert, TextField } from '../../../ui';
import { renewalFormSchema, type RenewalForm } from '../forms';
import { AuthPage } from './AuthPage';
import { BackLink } from './BackLink';
import { MailField } from './MailField';
import { LockNotice } from './LockNotice';
import { SubmitButton } from './LoginForms';
import * as styles from './AuthPage.css';

export interface SpecialRenewalViewProps {
  onSubmit: (values: RenewalForm) => void;
  submitting: boolean;
  error?: string | null;
  lockedSeconds?: number | null;
  /** The mail the creation link went to, once sent. */
  sentTo?: string | null;
}

/** Special renewal: mail and previous partner number; a creation-login link is mailed (users/login-validate). */
export function SpecialRenewalView({ onSubmit, submitting, error, lockedSeconds, sentTo }: SpecialRenewalViewProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors } = useZodForm(renewalFormSchema, { mail: '', previousPartnerNumber: '' });
  const back = <BackLink to="login" />;
  if (sentTo) {
    return (
      <AuthPage title={t('RENEWAL.SENT_TITLE')} focusTitle links={back}>
        <InlineAlert tone="success">{t('RENEWAL.SENT_TEXT', { mail: sentTo })}</InlineAlert>
      </AuthPage>
    );
  }
  const locked = (lockedSeconds ?? 0) > 0;
  return (
    <AuthPage title={t('RENEWAL.TITLE')} intro={t('RENEWAL.INTRO')} links={back}>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {locked && <LockNotice seconds={lockedSeconds ?? 0} />}
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
        <MailField registration={register('mail')} error={errors.mail} value={values.mail} />
        <TextField
          label={t('RENEWAL.PREVIOUS_NUMBER')}
          hint={t('RENEWAL.PREVIOUS_NUMBER_HINT')}
          inputMode="numeric"
          autoComplete="off"
          error={fieldMessage(t, errors.previousPartnerNumber, values.previousPartnerNumber, 'FORM.ERRORS.MEMBER_NUMBER')}
          {...register('previousPartnerNumber')}
        />
        <SubmitButton submitting={submitting} locked={locked} label={t('RENEWAL.SUBMIT')} />
      </form>
    </AuthPage>
  );
}
