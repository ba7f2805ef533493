import { useZodForm } from '../../../lib/forms';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, InlineAlert, Spinner } from '../../../ui';
import { restoreFormSchema, type RestoreForm } from '../forms';
import { AuthPage } from './AuthPage';
import { SubmitButton } from './LoginForms';
import { NewPasswordFields } from './NewPasswordFields';
import * as styles from './AuthPage.css';

export type RestoreLinkState = 'checking' | 'valid' | 'invalid' | 'unreachable';

export interface RestorePasswordViewProps {
  /** The mailed link: being checked, live, used/expired or missing a part, or not checkable now. */
  link: RestoreLinkState;
  mail: string;
  onSubmit: (values: RestoreForm) => void;
  onRetry: () => void;
  submitting: boolean;
  error?: string | null;
}

/** /restablecer-contrasena/:hash/:mail: a new password from the mailed link (spec §2, §5). */
export function RestorePasswordView({ link, mail, onSubmit, onRetry, submitting, error }: RestorePasswordViewProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, errors, control } = useZodForm(restoreFormSchema, { password: '', repeat: '' });
  if (link === 'checking') return <AuthPage title={t('RESTORE.TITLE')}><Spinner /></AuthPage>;
  if (link !== 'valid') {
    const invalid = link === 'invalid';
    return (
      <AuthPage
        title={t(invalid ? 'RESTORE.INVALID_TITLE' : 'RESTORE.TITLE')}
        focusTitle
        links={
          <li>
            <Link to="/recuperar-contrasena">{t('RESTORE.ASK_AGAIN')}</Link>
          </li>
        }
      >
        <InlineAlert tone="error">{t(invalid ? 'RESTORE.INVALID_TEXT' : 'ERROR.CONNECTION')}</InlineAlert>
        {!invalid && <Button onClick={onRetry}>{t('GENERIC.RETRY')}</Button>}
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('RESTORE.TITLE')} intro={t('RESTORE.INTRO', { mail })}>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={mail} readOnly hidden />
        <NewPasswordFields register={register} control={control} errors={errors} />
        <SubmitButton submitting={submitting} label={t('RESTORE.SUBMIT')} />
      </form>
    </AuthPage>
  );
}
