import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, InlineAlert, PasswordField, TextField } from '../../../ui';
import { personalDataFormSchema, type PersonalDataForm, type PersonalDataValues } from '../forms';
import * as styles from './signup.css';

export interface PersonalDataViewProps {
  /** What the member typed before (the stored draft): never typed twice. */
  defaults?: Partial<PersonalDataValues>;
  onSubmit: (values: PersonalDataForm) => void;
  submitting: boolean;
  /** Already translated; shown above the form, which keeps what was typed. */
  error?: string;
  /** Server answers about one field (mail in use, DNI taken), already translated. */
  fieldErrors?: Partial<Record<keyof PersonalDataForm, string>>;
  /** An account for buying tickets: no pass to choose, the ticket sale's conditions. */
  forTickets?: boolean;
}

const EMPTY: PersonalDataValues = { name: '', lastname: '', dni: '', birthdate: '', mail: '', phone: '', password: '', repeat: '', acceptTerms: false };

/** Step 1's form: who the holder is and the account they will log in with. */
export function PersonalDataView({ defaults, onSubmit, submitting, error, fieldErrors = {}, forTickets = false }: PersonalDataViewProps) {
  const { t } = useTranslation();
  // The box starts unticked: the form's values allow false, the schema refuses it.
  const { register, handleSubmit, values, errors } = useZodForm(personalDataFormSchema as unknown as z.ZodMiniType<PersonalDataValues, PersonalDataValues>, { ...EMPTY, ...defaults });
  const termsErrorId = useId();
  const message = (field: Exclude<keyof PersonalDataForm, 'acceptTerms'>, invalidKey: string) => fieldErrors[field] ?? fieldMessage(t, errors[field], values[field], invalidKey);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((valid) => onSubmit(valid as PersonalDataForm))} aria-busy={submitting}>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <div className={styles.fieldRow}>
        <TextField label={t('SIGNUP.PERSONAL.NAME')} autoComplete="given-name" error={message('name', 'SIGNUP.ERRORS.NAME')} {...register('name')} />
        <TextField label={t('SIGNUP.PERSONAL.LASTNAME')} autoComplete="family-name" error={message('lastname', 'SIGNUP.ERRORS.NAME')} {...register('lastname')} />
      </div>
      <div className={styles.fieldRow}>
        <TextField label={t('SIGNUP.PERSONAL.DNI')} hint={t('SIGNUP.PERSONAL.DNI_HINT')} autoComplete="off" error={message('dni', 'FORM.ERRORS.DNI')} {...register('dni')} />
        <TextField
          label={t('SIGNUP.PERSONAL.BIRTHDATE')}
          hint={forTickets ? undefined : t('SIGNUP.PERSONAL.BIRTHDATE_HINT')}
          type="date"
          autoComplete="bday"
          error={message('birthdate', 'SIGNUP.ERRORS.BIRTHDATE')}
          {...register('birthdate')}
        />
      </div>
      <div className={styles.fieldRow}>
        <TextField label={t('LOGIN.MAIL')} type="email" inputMode="email" autoComplete="email" error={message('mail', 'FORM.ERRORS.MAIL')} {...register('mail')} />
        <TextField label={t('SIGNUP.PERSONAL.PHONE')} optional type="tel" autoComplete="tel" hint={t('SIGNUP.PERSONAL.PHONE_HINT')} error={message('phone', 'FORM.ERRORS.PHONE')} {...register('phone')} />
      </div>
      <div className={styles.fieldRow}>
        <PasswordField
          label={t('PASSWORD.NEW')}
          autoComplete="new-password"
          hint={t('SIGNUP.PERSONAL.PASSWORD_HINT')}
          error={message('password', 'PASSWORD.ERRORS.RULES')}
          {...register('password')}
        />
        <PasswordField label={t('PASSWORD.REPEAT')} autoComplete="new-password" error={message('repeat', 'PASSWORD.ERRORS.REPEAT')} {...register('repeat')} />
      </div>
      <div className={styles.field}>
        <label className={styles.checkLine}>
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
            {...register('acceptTerms')}
          />
          <span>{t(forTickets ? 'SIGNUP.TICKETS.TERMS' : 'SIGNUP.PERSONAL.TERMS')}</span>
        </label>
        {errors.acceptTerms && (
          <span id={termsErrorId} className={styles.error}>
            <span aria-hidden="true">⚠</span>
            {t('SIGNUP.ERRORS.TERMS')}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('FORM.SENDING') : t('SIGNUP.PERSONAL.SUBMIT')}
        </Button>
      </div>
    </form>
  );
}
