import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../ui';
import { ClubLogo } from './ClubLogo';
import { LanguageSwitcher, type LanguageOption } from './LanguageSwitcher';
import * as styles from './Header.css';

/** Who is looking: unknown while users/extended loads, then anonymous or a member with their area. */
export type HeaderAccount = { status: 'loading' } | { status: 'anonymous'; loginPath: string } | { status: 'member'; areaPath: string };

export interface HeaderViewProps {
  account: HeaderAccount;
  languages: LanguageOption[];
  currentLanguage: string;
  onLanguageChange: (code: string) => void;
  /** The campaign menu; the shell passes it on every page except home. */
  campaignMenu?: ReactNode;
  /** An employee is acting as this member: who, and how to stop (logout ends it). */
  impersonation?: { name: string; mail: string; onStop: () => void };
}

export function HeaderView({ account, languages, currentLanguage, onLanguageChange, campaignMenu, impersonation }: HeaderViewProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.header} data-sticky-top="">
      {impersonation && (
        <div className={styles.impersonation} role="region" aria-label={t('IMPERSONATE.BANNER_LABEL')}>
          <div className={styles.impersonationBar}>
            <p>{t('IMPERSONATE.BANNER', { name: impersonation.name, mail: impersonation.mail })}</p>
            <button type="button" className={styles.stopButton} onClick={impersonation.onStop}>
              {t('IMPERSONATE.STOP')}
            </button>
          </div>
        </div>
      )}
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <ClubLogo title={t('HEADER.HOME_LINK')} />
          <span className={styles.brandName} aria-hidden="true">
            {t('CLUB.NAME')}
          </span>
        </Link>
        <div className={styles.actions}>
          <LanguageSwitcher languages={languages} current={currentLanguage} onChange={onLanguageChange} />
          {account.status === 'anonymous' && (
            <Link className={buttonClass({ variant: 'secondary', size: 'small' })} to={account.loginPath}>
              {t('HEADER.LOGIN')}
            </Link>
          )}
          {account.status === 'member' && (
            <Link className={buttonClass({ variant: 'primary', size: 'small' })} to={account.areaPath}>
              {t('HEADER.PRIVATE_AREA')}
            </Link>
          )}
        </div>
      </div>
      {campaignMenu && <div className={styles.menuSlot}>{campaignMenu}</div>}
    </header>
  );
}
