import { isDeepLinkPath } from '../api/deep-link';

/**
 * A redirect target from the URL, the server or a deep link, if it is safe to follow: a path of
 * this site inside an allowed section (the deep links' allowlist: the private area, sign-up and
 * campaign pages, or the home). Anything else (another origin, `//host`, `/\host`, `javascript:`,
 * dot segments, control characters) gives null and the caller falls back to its default.
 */
export function safeRedirectPath(target: unknown): string | null {
  if (typeof target !== 'string' || target === '') return null;
  return isDeepLinkPath(target) ? target : null;
}

/**
 * The payment provider's transaction URL (seat change and sign-up payments), if the browser may be
 * sent there: an absolute http(s) URL whose origin is exactly the configured provider's
 * (config/partners `payments.providerOrigin`), with no user info. Anything else gives null and
 * the checkout says the payment could not start, so a tampered answer never sends a member's
 * browser elsewhere.
 */
export function safePaymentUrl(transaction: unknown, providerOrigin: string): string | null {
  if (typeof transaction !== 'string') return null;
  let url: URL;
  let provider: URL;
  try {
    url = new URL(transaction);
    provider = new URL(providerOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.origin === provider.origin ? url.href : null;
}
