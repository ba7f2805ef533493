import { useTranslation } from 'react-i18next';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, TextField } from '../../../ui';
import { companionFormSchema, type CompanionForm as CompanionValues } from '../forms';
import * as styles from './signup.css';

export interface CompanionFormProps {
  onAdd: (person: CompanionValues) => void;
  onCancel: () => void;
}

/** Someone else in the same order (a family): name and birth date, which set their pass. */
export function CompanionForm({ onAdd, onCancel }: CompanionFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors } = useZodForm(companionFormSchema, { name: '', lastname: '', birthdate: '' });
  return (
    <form className={styles.person} noValidate onSubmit={handleSubmit(onAdd)} aria-label={t('SIGNUP.FAMILY.FORM')}>
      <div className={styles.fieldRow}>
        <TextField label={t('SIGNUP.PERSONAL.NAME')} autoComplete="off" error={fieldMessage(t, errors.name, values.name, 'SIGNUP.ERRORS.NAME')} {...register('name')} />
        <TextField label={t('SIGNUP.PERSONAL.LASTNAME')} autoComplete="off" error={fieldMessage(t, errors.lastname, values.lastname, 'SIGNUP.ERRORS.NAME')} {...register('lastname')} />
      </div>
      <TextField
        label={t('SIGNUP.PERSONAL.BIRTHDATE')}
        type="date"
        autoComplete="off"
        error={fieldMessage(t, errors.birthdate, values.birthdate, 'SIGNUP.ERRORS.BIRTHDATE')}
        {...register('birthdate')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          {t('SIGNUP.FAMILY.ADD_CONFIRM')}
        </Button>
        <Button variant="link" onClick={onCancel}>
          {t('SIGNUP.FAMILY.CANCEL')}
        </Button>
      </div>
    </form>
  );
}
