import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '../../../api/users';
import { Button, InlineAlert, Panel } from '../../../ui';
import type { ProfileKind } from '../profile-kinds';
import { SHAREHOLDER_PATH } from '../profile-kinds';
import { EnterprisePanel, ShareholderPanel, SympathizerPanel } from './KindPanels';
import { MembershipPanel } from './MembershipPanel';
import { AccountPage } from './AccountPage';
import * as styles from './AccountPage.css';

export interface ProfileViewProps {
  user: User;
  kind: ProfileKind;
  /** The personal-data panel (with its edit form), from its container. */
  personalData: ReactNode;
  /** The partner's group panel, composed by the app (groups are another feature). */
  group?: ReactNode;
  /** The partner's seat change in progress (waiting for payment), composed by the app. */
  seatChange?: ReactNode;
  /** The partner's credit ledger, composed by the app. */
  credits?: ReactNode;
  /** A renewal charge the bank refused (red, with the office's contact), composed by the app. */
  renewalNotice?: ReactNode;
  onLogout: () => void;
}

/** A member's own area by kind (spec §2): what applies to them, and the actions their profile allows. */
export function ProfileView({ user, kind, personalData, group, seatChange, credits, renewalNotice, onLogout }: ProfileViewProps) {
  const { t } = useTranslation();
  const shareholderElsewhere = kind !== 'shareholder' && user.fan?.actions.shareholders.available === true;
  return (
    <AccountPage
      title={t(`ACCOUNT.TITLES.${kind.toUpperCase()}`)}
      intro={t('ACCOUNT.HELLO', { name: user.name })}
      notices={
        <>
          {!user.confirmed.mail && <InlineAlert tone="warning">{t('ACCOUNT.MAIL_UNCONFIRMED', { mail: user.mail })}</InlineAlert>}
          {user.partner?.blocked && <InlineAlert tone="warning">{t('ACCOUNT.MEMBERSHIP.BLOCKED')}</InlineAlert>}
          {kind === 'partner' && renewalNotice}
        </>
      }
    >
      {kind === 'partner' && user.partner && <MembershipPanel partner={user.partner} />}
      {kind === 'partner' && seatChange}
      {kind === 'partner' && credits}
      {kind === 'sympathizer' && user.sympathizer && <SympathizerPanel sympathizer={user.sympathizer} />}
      {kind === 'shareholder' && <ShareholderPanel />}
      {kind === 'enterprise' && <EnterprisePanel />}
      {personalData}
      {kind === 'partner' && group}
      <Panel title={t('ACCOUNT.ACCOUNT_TITLE')}>
        <ul className={styles.links}>
          {shareholderElsewhere && (
            <li>
              <Link to={SHAREHOLDER_PATH}>{t('ACCOUNT.SHAREHOLDER.LINK')}</Link>
            </li>
          )}
          <li>
            <Link to="/abonado/cambiar-contrasena">{t('MEMBER_HOME.CHANGE_PASSWORD')}</Link>
          </li>
          {user.phone && !user.confirmed.phone && (
            <li>
              <Link to="/confirmar-telefono">{t('MEMBER_HOME.CONFIRM_PHONE')}</Link>
            </li>
          )}
        </ul>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onLogout}>
            {t('LOGOUT.BUTTON')}
          </Button>
        </div>
      </Panel>
    </AccountPage>
  );
}
