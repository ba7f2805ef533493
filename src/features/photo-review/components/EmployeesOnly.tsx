import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../ui';

/** /revision-fotos for anyone but an employee acting as themself: what it is for, and nothing of it. */
export function EmployeesOnly() {
  const { t } = useTranslation();
  return <StatusMessage title={t('PHOTO_REVIEW.EMPLOYEES_ONLY')} text={t('PHOTO_REVIEW.EMPLOYEES_ONLY_TEXT')} />;
}
