import { useZodForm } from '../../../lib/forms';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../ui';
import { mailFormSchema, type MailForm } from '../forms';
import { AuthPage } from './AuthPage';
import { BackLink } from './BackLink';
import { MailField } from './MailField';
import { SubmitButton } from './LoginForms';
import * as styles from './AuthPage.css';

export interface RecoverPasswordViewProps {
  onSubmit: (values: MailForm) => void;
  submitting: boolean;
  error?: string | null;
  /** The mail the link went to, once sent. */
  sentTo?: string | null;
  defaultMail?: string;
}

/** Forgotten password: a restore link by mail (spec §7 users/password/recover). */
export function RecoverPasswordView({ onSubmit, submitting, error, sentTo, defaultMail = '' }: RecoverPasswordViewProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors } = useZodForm(mailFormSchema, { mail: defaultMail });
  const back = <BackLink to="login" />;
  if (sentTo) {
    return (
      <AuthPage title={t('RECOVER.SENT_TITLE')} focusTitle links={back}>
        <InlineAlert tone="success">{t('RECOVER.SENT_TEXT', { mail: sentTo })}</InlineAlert>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('RECOVER.TITLE')} intro={t('RECOVER.INTRO')} links={back}>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
        <MailField registration={register('mail')} error={errors.mail} value={values.mail} />
        <SubmitButton submitting={submitting} label={t('RECOVER.SUBMIT')} />
      </form>
    </AuthPage>
  );
}
