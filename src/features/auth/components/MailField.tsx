import { fieldMessage } from '../../../lib/forms';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui';

interface MailFieldProps {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  value: string | undefined;
  /** "username" where it logs in (password managers pair it with the password), else "email". */
  autoComplete?: 'username' | 'email';
}

/** The account mail, as every identity form asks for it. */
export function MailField({ registration, error, value, autoComplete = 'email' }: MailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('LOGIN.MAIL')}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      error={fieldMessage(t, error, value, 'FORM.ERRORS.MAIL')}
      {...registration}
    />
  );
}
