import { fieldMessage } from '../../../lib/forms';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../ui';
import { passwordStrength } from '../password-strength';

interface NewPassword {
  password: string;
  repeat: string;
}

export interface NewPasswordFieldsProps<V extends NewPassword> {
  register: UseFormRegister<V>;
  control: Control<V>;
  errors: FieldErrors<V>;
}

/** The new password with its rules and meter, and its repetition: the same in restore and change. */
export function NewPasswordFields<V extends NewPassword>(props: NewPasswordFieldsProps<V>) {
  // react-hook-form's generics do not narrow through a subset type: read the two fields as NewPassword.
  const { register, control, errors } = props as unknown as NewPasswordFieldsProps<NewPassword>;
  const { t } = useTranslation();
  const [password, repeat] = useWatch({ control, name: ['password', 'repeat'] });
  return (
    <>
      <PasswordField
        label={t('PASSWORD.NEW')}
        autoComplete="new-password"
        strength={passwordStrength(password, t)}
        error={fieldMessage(t, errors.password, password, 'PASSWORD.ERRORS.RULES')}
        {...register('password')}
      />
      <PasswordField
        label={t('PASSWORD.REPEAT')}
        autoComplete="new-password"
        error={fieldMessage(t, errors.repeat, repeat, 'PASSWORD.ERRORS.REPEAT')}
        {...register('repeat')}
      />
    </>
  );
}
