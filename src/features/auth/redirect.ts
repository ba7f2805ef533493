import { APP_PATHS } from '../../api/app-paths';
import type { User } from '../../api/users';
import { safeRedirectPath } from '../../lib/safe-redirect';

export interface RedirectAfterLoginInput {
  user: User;
  /** Where the member is now (pathname). */
  currentPath: string;
  /** An explicit target (the `redirect` URL parameter, a deep link's url); checked here. */
  target?: string | null;
  /** The caller keeps the member where they are (a re-login over an open form). */
  noRedirect?: boolean;
}

/** The area a user's kind belongs to (spec §4 rules 3 to 5). */
export function userArea(user: User): string {
  if (user.fan?.actions.shareholders.available) return APP_PATHS.shareholderArea;
  if (user.type === 'ENTERPRISE_ADMIN') return APP_PATHS.enterpriseProfile;
  if (user.partner) return APP_PATHS.partnerProfile;
  if (user.sympathizer) return APP_PATHS.sympathizerProfile;
  // Spec §4 ends with "else /simpatizante/perfil", written for partners and sympathizers; a fan
  // without shareholders or an employee has no profile there, so they go to the subscriber home.
  return APP_PATHS.memberHome;
}

const isInside = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/**
 * Where to go after a login or a user completion (spec §4, five rules in order); null means stay.
 * 1. An explicit target wins, when it is a safe path of this site.
 * 2. No redirect when noRedirect is set or the member is already in their area.
 * 3. A fan with shareholders available → /accionista.
 * 4. An enterprise admin → /empresa/perfil.
 * 5. A partner → /abonado/perfil, else /simpatizante/perfil.
 */
export function redirectAfterLogin({ user, currentPath, target, noRedirect = false }: RedirectAfterLoginInput): string | null {
  const explicit = safeRedirectPath(target);
  if (explicit) return explicit;
  const area = userArea(user);
  if (noRedirect || isInside(currentPath, area)) return null;
  return area;
}
