import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../lib/forms';
import { TextField } from '../../../ui';
import { EARLIEST_BIRTHDATE, latestBirthdate, type MemberRowField, type MemberRowForm } from '../forms';
import * as styles from './groups.css';

type RowErrors = Partial<Record<MemberRowField, FieldError>>;

interface MemberFieldsProps {
  /** register() of this row's field (`member.dni`, `members.1.dni`…). */
  field: (name: MemberRowField) => UseFormRegisterReturn;
  errors?: RowErrors;
  values?: Partial<MemberRowForm>;
  /** Offer the co-owner choice (owners of a group may share it). */
  withOwner?: boolean;
}

/** The rule each field breaks, said in words; an error set by the server carries its own text. */
const INVALID_KEYS: Record<Exclude<MemberRowField, 'owner'>, string> = {
  partnerNumber: 'GROUPS.MEMBER.ERRORS.PARTNER_NUMBER',
  name: 'GROUPS.MEMBER.ERRORS.TEXT',
  lastname: 'GROUPS.MEMBER.ERRORS.TEXT',
  dni: 'GROUPS.MEMBER.ERRORS.DNI',
  birthdate: 'GROUPS.MEMBER.ERRORS.BIRTHDATE',
  mail: 'FORM.ERRORS.MAIL',
};

/**
 * A partner to add, as the club knows them: number, name, DNI, birth date and mail (each is
 * checked against their record: spec §8 452–455, 458).
 */
export function MemberFields({ field, errors = {}, values = {}, withOwner = true }: MemberFieldsProps) {
  const { t } = useTranslation();
  const message = (name: Exclude<MemberRowField, 'owner'>) => {
    const error = errors[name];
    if (error?.type === 'server') return error.message;
    return fieldMessage(t, error, values[name], INVALID_KEYS[name]);
  };
  const owner = field('owner');
  return (
    <>
      <TextField
        label={t('GROUPS.MEMBER.PARTNER_NUMBER')}
        hint={t('GROUPS.MEMBER.PARTNER_NUMBER_HINT')}
        inputMode="numeric"
        autoComplete="off"
        error={message('partnerNumber')}
        {...field('partnerNumber')}
      />
      <div className={styles.pair}>
        <TextField label={t('GROUPS.MEMBER.NAME')} autoComplete="off" error={message('name')} {...field('name')} />
        <TextField label={t('GROUPS.MEMBER.LASTNAME')} optional autoComplete="off" error={message('lastname')} {...field('lastname')} />
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('GROUPS.MEMBER.DNI')}
          hint={t('GROUPS.MEMBER.DNI_HINT')}
          autoComplete="off"
          autoCapitalize="characters"
          error={message('dni')}
          {...field('dni')}
        />
        <TextField
          label={t('GROUPS.MEMBER.BIRTHDATE')}
          type="date"
          autoComplete="off"
          min={EARLIEST_BIRTHDATE}
          max={latestBirthdate()}
          error={message('birthdate')}
          {...field('birthdate')}
        />
      </div>
      <TextField
        label={t('GROUPS.MEMBER.MAIL')}
        hint={t('GROUPS.MEMBER.MAIL_HINT')}
        type="email"
        inputMode="email"
        autoComplete="off"
        error={message('mail')}
        {...field('mail')}
      />
      {withOwner && (
        <label className={styles.checkRow}>
          <input type="checkbox" className={styles.checkbox} {...owner} />
          <span className={styles.checkLabel}>{t('GROUPS.MEMBER.OWNER')}</span>
        </label>
      )}
    </>
  );
}
