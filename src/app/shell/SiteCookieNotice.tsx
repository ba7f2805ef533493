import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CookieNotice } from '../../ui';
import { useClientValue } from '../../lib/client-value';
import { environment } from '../../lib/config';
import { cookiesPolicyPath, usePageList } from '../../features/content/api';
import { hasAcceptedCookies, rememberCookiesAccepted } from './cookie-consent';

/**
 * The cookie notice until accepted; links the cookies policy only when that page exists.
 * Prerendered pages carry no notice (the stored answer is unknown at build time); the client
 * shows it right after hydration when it is due.
 */
export function SiteCookieNotice() {
  const { i18n } = useTranslation();
  const stored = useClientValue(hasAcceptedCookies, true);
  const [acceptedNow, setAccepted] = useState(false);
  const accepted = stored || acceptedNow;
  const { data: pages, error } = usePageList();
  // Shown once the page list has answered (or failed), so the policy link does not push the
  // button after the notice is on screen (a layout shift).
  if (accepted || (pages === undefined && error === undefined)) return null;
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
