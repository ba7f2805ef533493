import * as z from 'zod/mini';
import { readStored, writeStored } from '../../lib/storage';

export const COOKIE_NOTICE_KEY = 'a360_cookie_advice';

/** Only the literal `true` counts as accepted; anything else shows the notice again. */
export function hasAcceptedCookies(): boolean {
  return readStored(COOKIE_NOTICE_KEY, z.literal(true)) === true;
}

export function rememberCookiesAccepted(): void {
  writeStored(COOKIE_NOTICE_KEY, true);
}

/**
 * A prerendered page carries the notice as HTML outside the app (hidden; shown by its own small
 * script when due, see app/prerendered), so a visitor meets it before the app has started.
 */
export const PAGE_COOKIE_NOTICE_ID = 'page-cookie-notice';
