import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../ui';

/** /taquilla for anyone but an employee acting as themself: what it is for, and nothing of it. */
export function EmployeesOnly() {
  const { t } = useTranslation();
  return <StatusMessage title={t('GATE.EMPLOYEES_ONLY')} text={t('GATE.EMPLOYEES_ONLY_TEXT')} />;
}
