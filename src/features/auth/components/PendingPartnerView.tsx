import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthPage } from './AuthPage';

/** /abonado/pendiente: the login answered that the membership is pending (spec §8 409). */
export function PendingPartnerView() {
  const { t } = useTranslation();
  return (
    <AuthPage
      title={t('PENDING.TITLE')}
      intro={t('PENDING.INTRO')}
      links={
        <>
          <li>
            <Link to="/#contacto">{t('PENDING.CONTACT')}</Link>
          </li>
          <li>
            <Link to="/">{t('GENERIC.BACK_HOME')}</Link>
          </li>
        </>
      }
    >
      <ol>
        <li>{t('PENDING.STEP_PAYMENT')}</li>
        <li>{t('PENDING.STEP_DOCUMENTS')}</li>
        <li>{t('PENDING.STEP_WAIT')}</li>
      </ol>
    </AuthPage>
  );
}
