import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/route.ts';
import { hashToken } from './session.ts';

/**
 * Club apps that may receive an SSO login, with the exact callback addresses (origin and path)
 * each may be sent to. A query string on the callback is kept; anything else is refused, so a
 * login can never be turned into a redirect to a foreign site.
 */
export const SSO_APPS: Readonly<Record<string, readonly string[]>> = {
  tienda: ['https://tienda.demo.club/sso/callback', 'http://localhost:5174/sso/callback'],
  entradas: ['https://entradas.demo.club/sso/callback'],
};

/** One-time codes live one minute: the other app exchanges it right after the redirect. */
const SSO_CODE_TTL_SECONDS = 60;

export function assertSsoTarget(appId: string, redirectUrl: string): URL {
  const allowed = Object.hasOwn(SSO_APPS, appId) ? SSO_APPS[appId] : undefined;
  if (!allowed) throw new HttpError(400, `Unknown SSO app ${appId}`, 'sso-unknown-app');
  const url = URL.canParse(redirectUrl) ? new URL(redirectUrl) : null;
  if (!url || url.username || url.password || !allowed.includes(`${url.origin}${url.pathname}`)) {
    throw new HttpError(400, `redirectUrl is not allowed for ${appId}`, 'sso-redirect-not-allowed');
  }
  return url;
}

/** Stores a one-time code for the user and answers the app's callback carrying it. */
export async function ssoRedirect(db: Queryable, appId: string, target: URL, userId: number): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sso_codes (code_hash, app_id, user_id, redirect_url, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashToken(code), appId, userId, target.href, SSO_CODE_TTL_SECONDS],
  );
  const redirect = new URL(target);
  redirect.searchParams.set('code', code);
  return redirect.href;
}

/** 403 unless the app has a configured secret (SSO_APP_SECRETS) and sent it. */
export function assertSsoAppSecret(secrets: Readonly<Record<string, string>>, appId: string, given: string): void {
  const expected = Object.hasOwn(secrets, appId) ? secrets[appId] : undefined;
  const same = expected !== undefined && timingSafeEqual(digest(expected), digest(given));
  if (!same) throw new HttpError(403, 'Unknown SSO app or wrong secret', 'sso-app-refused');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The user of a live code for this app and callback, consuming the code in the same statement
 * (a race uses it once).
 */
export async function redeemSsoCode(db: Queryable, appId: string, code: string, redirectUrl: string): Promise<number> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE sso_codes SET used_at = now()
     WHERE code_hash = $1 AND app_id = $2 AND redirect_url = $3 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hashToken(code), appId, redirectUrl],
  );
  const userId = rows[0]?.user_id;
  if (userId === undefined) throw new HttpError(404, 'Unknown or used SSO code', 'sso-code-invalid');
  return userId;
}
