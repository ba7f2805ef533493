import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CampaignMenu } from '../../features/campaign/components/CampaignMenu';
import { environment, languageCodes } from '../../lib/config';
import { useKeepMemberLanguage } from '../../features/account/useKeepMemberLanguage';
import { useLogout } from '../../features/auth/useLogout';
import { LOGIN_PATH, privateAreaPath, useCurrentUser } from '../../lib/session';
import { HeaderView, type HeaderAccount } from './Header';

/**
 * Header container: the account link, the languages (kept as the member's mail language) and, on
 * every page but home, the campaign menu.
 */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data: user, error, isLoading } = useCurrentUser();
  const logout = useLogout();
  useKeepMemberLanguage();
  const account: HeaderAccount =
    isLoading ? { status: 'loading' }
    : user && !error ? { status: 'member', areaPath: privateAreaPath(user) }
    : { status: 'anonymous', loginPath: LOGIN_PATH };
  const languages = languageCodes.map((code) => ({ code, name: t(`LANGUAGE.${code}`) }));
  return (
    <HeaderView
      account={account}
      languages={languages}
      currentLanguage={i18n.resolvedLanguage ?? i18n.language}
      onLanguageChange={(code) => void i18n.changeLanguage(code)}
      impersonation={
        user?.impersonator
          ? { name: `${user.name} ${user.lastname}`, mail: user.mail, onStop: () => void logout() }
          : undefined
      }
      campaignMenu={pathname === '/' ? undefined : <CampaignMenu placement="header" season={environment.season} />}
    />
  );
}
