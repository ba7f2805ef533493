/**
 * Paths whose segments after the prefix carry a secret (a one-time hash, a deep-link token, a
 * guest pass's link, a calendar feed's token) and often the account's mail: the mails' links
 * (usersMailLinks), deep links (/dl/<token>), guests' passes (/invitado/<token>), the API calls
 * that check them and the member's calendar feed. Logs keep
 * the prefix only (the app's and nginx's access log).
 * No imports: scripts/cluster/nginx-config.mjs renders nginx's map from this list under plain Node.
 */
export const SECRET_PATH_PREFIXES = [
  '/restablecer-contrasena/',
  '/confirmar-correo/',
  '/confirmar-cambio-correo/',
  '/deshacer-cambio-correo/',
  '/hazte-abonado/acceso/',
  '/dl/',
  // A guest's pass (/invitado/<token>): the token is the pass.
  '/invitado/',
  '/api/users/password/restore/',
  '/api/deep-link/',
  // A member's calendar feed (calendar/<token>/member.ics): the token opens their seat and guests.
  '/api/calendar/',
] as const;

/** What a log line shows instead of the secret part. */
export const REDACTED = '[redacted]';

const SECRET_PATH = new RegExp(`^(${SECRET_PATH_PREFIXES.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'i');

/**
 * A request target as a log may show it: the path without its query (which may carry a code or a
 * token too), and a secret path cut after its prefix. Paths match as nginx's $uri reads them:
 * slashes merged, dot segments resolved, percent-decoded, and without regard to case.
 */
export function loggablePath(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  const secret = SECRET_PATH.exec(normalized(path));
  return secret ? `${secret[1]}${REDACTED}` : path;
}

function normalized(path: string): string {
  const resolved = new URL(path.replace(/\/{2,}/g, '/'), 'http://host').pathname;
  try {
    return decodeURIComponent(resolved);
  } catch {
    return resolved; // a malformed escape: matched as written
  }
}
