import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import { Button } from '../../../ui';
import * as styles from './Home.css';

export interface AccountSectionProps {
  onLogout: () => void;
  /** Staff: the access control and photo review links. */
  staffLinks: boolean;
}

/** What the private navigation does not hold: the credentials to change or confirm, and the logout. */
export function AccountSection({ onLogout, staffLinks }: AccountSectionProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="home-account-title">
      <h2 id="home-account-title" className={styles.heading}>
        {t('MEMBER_HOME.ACCOUNT.TITLE')}
      </h2>
      <ul className={styles.links}>
        <li>
          <Link to={APP_PATHS.changePassword}>{t('MEMBER_HOME.CHANGE_PASSWORD')}</Link>
        </li>
        <li>
          <Link to={APP_PATHS.confirmPhone}>{t('MEMBER_HOME.CONFIRM_PHONE')}</Link>
        </li>
        {staffLinks && (
          <li>
            <Link to={APP_PATHS.gate}>{t('MEMBER_HOME.GATE_LINK')}</Link>
          </li>
        )}
        {staffLinks && (
          <li>
            <Link to={APP_PATHS.photoReview}>{t('MEMBER_HOME.PHOTO_REVIEW_LINK')}</Link>
          </li>
        )}
      </ul>
      <div>
        <Button variant="secondary" onClick={onLogout}>
          {t('LOGOUT.BUTTON')}
        </Button>
      </div>
    </section>
  );
}

/** An employee's form to act as another user, in its own section. */
export function ImpersonationSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="home-impersonate-title">
      <h2 id="home-impersonate-title" className={styles.heading}>
        {t('IMPERSONATE.TITLE')}
      </h2>
      {children}
    </section>
  );
}
