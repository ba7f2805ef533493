import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The way back under an identity page: to the login, or to the member's home. */
export function BackLink({ to }: { to: 'login' | 'home' }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to="/abonado">{t(to === 'login' ? 'AUTH.BACK_TO_LOGIN' : 'AUTH.BACK_TO_HOME')}</Link>
    </li>
  );
}
