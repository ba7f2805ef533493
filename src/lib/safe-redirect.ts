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
