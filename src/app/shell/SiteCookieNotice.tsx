import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CookieNotice } from '../../ui';
import { useClientValue } from '../../lib/client-value';
import { environment } from '../../lib/config';
import { cookiesPolicyPath, usePageList } from '../../features/content/api';
import { hasAcceptedCookies, PAGE_COOKIE_NOTICE_ID, rememberCookiesAccepted } from './cookie-consent';

const findPageNotice = () => document.getElementById(PAGE_COOKIE_NOTICE_ID);

/**
 * The cookie notice until accepted; links the cookies policy only when that page exists.
 * A prerendered page has its own notice in its HTML (see app/prerendered), in the page's language:
 * while it is there this one stays away, unless the reader has changed language, which retires it.
 */
export function SiteCookieNotice() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? environment.defaultLanguage;
  const stored = useClientValue(hasAcceptedCookies, true);
  const pageNotice = useClientValue(findPageNotice, null);
  const pageNoticeFits = pageNotice !== null && pageNotice.lang === language;
  useEffect(() => {
    if (pageNotice && !pageNoticeFits) pageNotice.remove();
  }, [pageNotice, pageNoticeFits]);
  const [acceptedNow, setAccepted] = useState(false);
  const accepted = stored || acceptedNow;
  const { data: pages, error } = usePageList();
  // Shown once the page list has answered (or failed), so the policy link does not push the
  // button after the notice is on screen (a layout shift).
  if (accepted || pageNoticeFits || (pages === undefined && error === undefined)) return null;
  const policyHref = cookiesPolicyPath(pages, language, environment.defaultLanguage);
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
