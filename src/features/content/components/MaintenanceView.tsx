import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusMessage, buttonClass } from '../../../ui';

/** Shown instead of the private area while the club's systems are being updated. */
export function MaintenanceView() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('MAINTENANCE.DOCUMENT_TITLE')}</title>
      <StatusMessage
        title={t('MAINTENANCE.TITLE')}
        text={t('MAINTENANCE.TEXT')}
        actions={
          <Link className={buttonClass({ variant: 'primary' })} to="/">
            {t('GENERIC.BACK_HOME')}
          </Link>
        }
      />
    </>
  );
}
