import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CampaignMenu } from '../../features/campaign/components/CampaignMenu';
import { environment, languageCodes } from '../../lib/config';
import { privateAreaPath, useCurrentUser } from '../../lib/session';
import { HeaderView, type HeaderAccount } from './Header';

/** Where the login link goes until the login screens land: the subscriber home, which asks to log in. */
export const LOGIN_PATH = '/abonado';

/** Header container: the account link, the languages and, on every page but home, the campaign menu. */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data: user, error, isLoading } = useCurrentUser();
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
      campaignMenu={pathname === '/' ? undefined : <CampaignMenu placement="header" season={environment.season} />}
    />
  );
}
