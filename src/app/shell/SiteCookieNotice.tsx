import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CookieNotice } from '../../ui';
import { environment } from '../../lib/config';
import { cookiesPolicyPath, usePageList } from '../../features/content/api';
import { hasAcceptedCookies, rememberCookiesAccepted } from './cookie-consent';

/** The cookie notice until accepted; links the cookies policy only when that page exists. */
export function SiteCookieNotice() {
  const { i18n } = useTranslation();
  const [accepted, setAccepted] = useState(hasAcceptedCookies);
  const { data: pages } = usePageList();
  if (accepted) return null;
  const policyHref = cookiesPolicyPath(pages, i18n.resolvedLanguage ?? environment.defaultLanguage, environment.defaultLanguage);
  return (
    <CookieNotice
      policyHref={policyHref}
      renderLink={(href, label, className) => (
        <Link className={className} to={href}>
          {label}
        </Link>
      )}
      onAccept={() => {
        rememberCookiesAccepted();
        setAccepted(true);
      }}
    />
  );
}
