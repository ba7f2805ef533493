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
