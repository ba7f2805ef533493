import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import type { User } from '../../../api/users';
import { Button, InlineAlert } from '../../../ui';
import { AuthPage } from './AuthPage';
import * as styles from './MemberHomeView.css';

export interface MemberHomeViewProps {
  user: User;
  /** The member's own area (spec §2 private-area link), when it is another page. */
  areaPath: string | null;
  onLogout: () => void;
  /** Employees only: the form to act as another user. */
  impersonation?: ReactNode;
  /** Employees only: the links to the gate's access control (/taquilla) and the photo review (/revision-fotos). */
  gateLink?: boolean;
  /** Partners: the link item to the next season's renewal, while it applies. */
  renewalLink?: ReactNode;
}

/**
 * Who is logged in and what they can do from here. The profile pages of each kind (data,
 * photo, address, group, seat) build on this page.
 */
export function MemberHomeView({ user, areaPath, onLogout, impersonation, gateLink = false, renewalLink }: MemberHomeViewProps) {
  const { t } = useTranslation();
  const number = user.partner?.partnerNumber ?? user.sympathizer?.number ?? null;
  return (
    <AuthPage
      title={t('MEMBER_HOME.TITLE', { name: user.name })}
      intro={t(`USER_TYPES.${user.type}`)}
      links={
        <>
          {areaPath && (
            <li>
              <Link to={areaPath}>{t('MEMBER_HOME.AREA_LINK')}</Link>
            </li>
          )}
          {user.partner && (
            <li>
              <Link to="/abonado/carnet">{t('MEMBER_CARD.LINK')}</Link>
            </li>
          )}
          {user.partner && (
            <li>
              <Link to={APP_PATHS.seatRelease}>{t('MEMBER_HOME.SEAT_RELEASE_LINK')}</Link>
            </li>
          )}
          {user.partner && (
            <li>
              <Link to={APP_PATHS.memberSeason}>{t('SEASON.LINK')}</Link>
            </li>
          )}
          {user.partner && renewalLink}
          <li>
            <Link to="/abonado/cambiar-contrasena">{t('MEMBER_HOME.CHANGE_PASSWORD')}</Link>
          </li>
          <li>
            <Link to="/confirmar-telefono">{t('MEMBER_HOME.CONFIRM_PHONE')}</Link>
          </li>
          {gateLink && (
            <li>
              <Link to="/taquilla">{t('MEMBER_HOME.GATE_LINK')}</Link>
            </li>
          )}
          {gateLink && (
            <li>
              <Link to="/revision-fotos">{t('MEMBER_HOME.PHOTO_REVIEW_LINK')}</Link>
            </li>
          )}
        </>
      }
    >
      {!user.confirmed.mail && <InlineAlert tone="warning">{t('MEMBER_HOME.MAIL_UNCONFIRMED')}</InlineAlert>}
      <dl className={styles.details}>
        <dt className={styles.term}>{t('MEMBER_HOME.NAME')}</dt>
        <dd className={styles.definition}>{`${user.name} ${user.lastname}`}</dd>
        <dt className={styles.term}>{t('MEMBER_HOME.MAIL')}</dt>
        <dd className={styles.definition}>{user.mail}</dd>
        {number !== null && (
          <>
            <dt className={styles.term}>{t('MEMBER_HOME.NUMBER')}</dt>
            <dd className={styles.definition}>{number}</dd>
          </>
        )}
      </dl>
      {impersonation && (
        <section className={styles.section} aria-labelledby="impersonate-title">
          <h2 id="impersonate-title" className={styles.sectionTitle}>
            {t('IMPERSONATE.TITLE')}
          </h2>
          {impersonation}
        </section>
      )}
      <Button variant="secondary" onClick={onLogout}>
        {t('LOGOUT.BUTTON')}
      </Button>
    </AuthPage>
  );
}
