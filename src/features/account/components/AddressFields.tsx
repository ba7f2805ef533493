import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, TextField } from '../../../ui';
import { addressFormSchema, type AddressForm } from '../forms';
import * as styles from './AccountPage.css';

interface AddressFieldsProps {
  address: User['address'];
  onSubmit: (values: AddressForm) => void;
  /** Back to the address on file; none when there is none. */
  onCancel?: () => void;
  submitting: boolean;
}

/** A postal address with the server's rules; what was typed stays when the save fails. */
export function AddressFields({ address, onSubmit, onCancel, submitting }: AddressFieldsProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, values, errors, setFocus } = useZodForm(addressFormSchema, {
    street: address?.street ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    country: address?.country ?? 'ES',
  });
  useEffect(() => {
    if (address) setFocus('street');
  }, [address, setFocus]);
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting}>
      <TextField label={t('ACCOUNT.ADDRESS.STREET')} autoComplete="street-address" error={fieldMessage(t, errors.street, values.street, 'FORM.ERRORS.TEXT')} {...register('street')} />
      <div className={styles.row}>
        <TextField
          label={t('ACCOUNT.ADDRESS.POSTAL_CODE')}
          autoComplete="postal-code"
          error={fieldMessage(t, errors.postalCode, values.postalCode, 'ACCOUNT.ADDRESS.POSTAL_CODE_INVALID')}
          {...register('postalCode')}
        />
        <TextField label={t('ACCOUNT.ADDRESS.CITY')} autoComplete="address-level2" error={fieldMessage(t, errors.city, values.city, 'FORM.ERRORS.TEXT')} {...register('city')} />
      </div>
      <div className={styles.row}>
        <TextField label={t('ACCOUNT.ADDRESS.PROVINCE')} autoComplete="address-level1" error={fieldMessage(t, errors.province, values.province, 'FORM.ERRORS.TEXT')} {...register('province')} />
        <TextField
          label={t('ACCOUNT.ADDRESS.COUNTRY')}
          autoComplete="country"
          hint={t('ACCOUNT.ADDRESS.COUNTRY_HINT')}
          maxLength={2}
          error={fieldMessage(t, errors.country, values.country, 'ACCOUNT.ADDRESS.COUNTRY_INVALID')}
          {...register('country')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('ACCOUNT.SAVING') : t('ACCOUNT.ADDRESS.SAVE')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {t('ACCOUNT.CANCEL')}
          </Button>
        )}
      </div>
    </form>
  );
}
