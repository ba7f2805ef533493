import { fieldMessage, useZodForm } from '../../../lib/forms';
import { useTranslation } from 'react-i18next';
import { Button, PasswordField, TextField } from '../../../ui';
import { cardLoginFormSchema, mailLoginFormSchema, type CardLoginForm, type MailLoginForm } from '../forms';
import { MailField } from './MailField';
import * as styles from './AuthPage.css';

interface FormProps<V> {
  onSubmit: (values: V) => void;
  /** The call is running: the button says so and does not submit twice. */
  submitting: boolean;
  /** The rate limit holds the form shut. */
  locked?: boolean;
  defaultValues?: Partial<V>;
  submitLabel?: string;
}

/** Mail and password (plain login: partner, sympathizer, fan or enterprise admin). */
export function MailLoginFields({ onSubmit, submitting, locked = false, defaultValues, submitLabel }: FormProps<MailLoginForm>) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors } = useZodForm(mailLoginFormSchema, { mail: '', password: '', ...defaultValues });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
      <MailField registration={register('mail')} error={errors.mail} value={values.mail} autoComplete="username" />
      <PasswordField
        label={t('LOGIN.PASSWORD')}
        autoComplete="current-password"
        error={fieldMessage(t, errors.password, values.password, 'FORM.REQUIRED')}
        {...register('password')}
      />
      <SubmitButton submitting={submitting} locked={locked} label={submitLabel ?? t('LOGIN.SUBMIT')} />
    </form>
  );
}

interface CardFieldsProps extends FormProps<CardLoginForm> {
  /** Partners and sympathizers type their card number and PIN; fans and shareholders their password. */
  withCard: boolean;
  /** The optional card number field; only the club's own login sends it. */
  askCardNumber?: boolean;
}

/** The partner-kind login of POST users/login: card number, PIN (or password), DNI and birth date. */
export function CardLoginFields(props: CardFieldsProps) {
  const { onSubmit, submitting, locked = false, defaultValues, withCard, askCardNumber = withCard, submitLabel } = props;
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors } = useZodForm(cardLoginFormSchema, {
    partnerNumber: '',
    pin: '',
    dni: '',
    birthdate: '',
    ...defaultValues,
  });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
      {askCardNumber && (
        <TextField
          label={t('LOGIN.CARD_NUMBER')}
          hint={t('LOGIN.CARD_NUMBER_HINT')}
          optional
          inputMode="numeric"
          autoComplete="off"
          error={fieldMessage(t, errors.partnerNumber, values.partnerNumber, 'FORM.ERRORS.MEMBER_NUMBER')}
          {...register('partnerNumber')}
        />
      )}
      <TextField
        label={t('LOGIN.DNI')}
        hint={t('LOGIN.DNI_HINT')}
        autoComplete="off"
        autoCapitalize="characters"
        error={fieldMessage(t, errors.dni, values.dni, 'FORM.ERRORS.DNI')}
        {...register('dni')}
      />
      <TextField
        label={t('LOGIN.BIRTHDATE')}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={new Date().toISOString().slice(0, 10)}
        error={fieldMessage(t, errors.birthdate, values.birthdate, 'FORM.ERRORS.DATE')}
        {...register('birthdate')}
      />
      <PasswordField
        label={withCard ? t('LOGIN.PIN') : t('LOGIN.PASSWORD')}
        hint={withCard ? t('LOGIN.PIN_HINT') : undefined}
        inputMode={withCard ? 'numeric' : undefined}
        autoComplete={withCard ? 'off' : 'current-password'}
        error={fieldMessage(t, errors.pin, values.pin, 'FORM.REQUIRED')}
        {...register('pin')}
      />
      <SubmitButton submitting={submitting} locked={locked} label={submitLabel ?? t('LOGIN.SUBMIT')} />
    </form>
  );
}

export function SubmitButton({ submitting, locked = false, label }: { submitting: boolean; locked?: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" size="large" disabled={submitting || locked}>
      {submitting ? t('FORM.SENDING') : label}
    </Button>
  );
}
