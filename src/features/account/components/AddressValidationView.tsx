import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { Button, DetailList, InlineAlert, Panel } from '../../../ui';
import type { AddressForm } from '../forms';
import { AddressFields } from './AddressFields';
import * as styles from './AccountPage.css';

export interface AddressValidationViewProps {
  address: User['address'];
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onConfirm: () => void;
  onSubmit: (values: AddressForm) => void;
  submitting: boolean;
  error?: string | null;
}

/** Mandatory address validation: confirm the address on file (PUT users/confirm/address) or give a new one (PUT users/update-address). */
export function AddressValidationView({ address, editing, onEdit, onCancelEdit, onConfirm, onSubmit, submitting, error }: AddressValidationViewProps) {
  const { t } = useTranslation();
  const showForm = editing || !address;
  return (
    <Panel title={t('ACCOUNT.ADDRESS.TITLE')}>
      <p className={styles.muted}>{address ? t('ACCOUNT.ADDRESS.INTRO') : t('ACCOUNT.ADDRESS.NONE')}</p>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      {showForm ? (
        <AddressFields address={address} onSubmit={onSubmit} onCancel={address ? onCancelEdit : undefined} submitting={submitting} />
      ) : (
        <>
          <DetailList
            emptyText={t('ACCOUNT.NOT_GIVEN')}
            items={[
              { term: t('ACCOUNT.ADDRESS.STREET'), value: address.street },
              { term: t('ACCOUNT.ADDRESS.POSTAL_CODE'), value: address.postalCode },
              { term: t('ACCOUNT.ADDRESS.CITY'), value: address.city },
              { term: t('ACCOUNT.ADDRESS.PROVINCE'), value: address.province },
              { term: t('ACCOUNT.ADDRESS.COUNTRY'), value: address.country },
            ]}
          />
          <div className={styles.actions}>
            <Button onClick={onConfirm} disabled={submitting}>
              {submitting ? t('ACCOUNT.SAVING') : t('ACCOUNT.ADDRESS.CONFIRM')}
            </Button>
            <Button variant="secondary" onClick={onEdit} disabled={submitting}>
              {t('ACCOUNT.ADDRESS.CHANGE')}
            </Button>
          </div>
        </>
      )}
    </Panel>
  );
}
