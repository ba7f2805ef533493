import { environment } from '../../lib/config';
import { cookiesPolicyPath, fetchPageList } from '../../features/content/api';
import { hasAcceptedCookies, rememberCookiesAccepted } from '../shell/cookie-consent';

/**
 * The prerendered page's cookie notice, before and without the app: shown at once (it is part of
 * the first paint, not a late arrival), its policy link inert until the page list has answered,
 * then pointing at that page, or removed when there is none (as SiteCookieNotice does); hidden
 * for good on "Aceptar". The app leaves it alone while it is on the page.
 */
export async function showCookieNoticeWhenDue(notice: HTMLElement): Promise<void> {
  if (hasAcceptedCookies()) {
    notice.remove();
    return;
  }
  const language = notice.lang || environment.defaultLanguage;
  const link = notice.querySelector('a');
  link?.removeAttribute('href'); // text, not a link, until its address is known
  notice.querySelector('button')?.addEventListener('click', () => {
    rememberCookiesAccepted();
    notice.remove();
  });
  notice.hidden = false;
  let policyHref: string | undefined;
  try {
    policyHref = cookiesPolicyPath(await fetchPageList(), language, environment.defaultLanguage);
  } catch {
    // No list, no link: the notice still shows, as in the app.
  }
  if (policyHref && link) link.setAttribute('href', policyHref);
  else link?.remove();
}
