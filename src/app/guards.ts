import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { APP_PATHS } from '../api/app-paths';
import { loadServerConfig } from '../lib/server-config';
import { maySeatChange, type ExtendedUser } from '../api/users';
import { ApiError } from '../lib/http';
import { loadCurrentUser, loginPathFor } from '../lib/session';
import type { SignupScreen } from '../features/signup';
import type { GateAccess } from '../features/gate/access';
import type { EmployeeAccess } from '../features/photo-review/access';

export const MAINTENANCE_PATH = APP_PATHS.maintenance;

/**
 * Maintenance guard (spec §2 "Guards"): while partnerAreaMaintenanceMode is on, private-area
 * routes go to /mantenimiento. If the configuration cannot be read the route proceeds: its own
 * calls will fail visibly, and a flaky config read must not lock members out.
 */
export async function maintenanceGuard(): Promise<Response | null> {
  try {
    const config = await loadServerConfig();
    return config.partnerAreaMaintenanceMode ? redirect(MAINTENANCE_PATH) : null;
  } catch {
    return null;
  }
}

/** Maintenance, then the session's user; a Response when the route may not go on. */
async function memberOrRedirect(request: Request): Promise<Response | ExtendedUser> {
  const closed = await maintenanceGuard();
  if (closed) return closed;
  const user = await loadCurrentUser();
  if (user) return user;
  const url = new URL(request.url);
  return redirect(loginPathFor(`${url.pathname}${url.search}`));
}

/**
 * Private-area guard: maintenance first, then a session. A visitor goes to the login with the
 * address they asked for, and comes back to it once logged in. If users/extended cannot be read
 * (network, server error) the route's error page offers a retry: private data is never shown
 * on a guess.
 */
export async function privateAreaGuard({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const member = await memberOrRedirect(request);
  return member instanceof Response ? member : null;
}

/**
 * The gate (/taquilla): a session, then an employee who is not impersonating. Without a network
 * the screen opens on what this device already keeps (a logout wipes it): the server checks the
 * employee again on every call.
 */
export async function gateGuard({ request }: LoaderFunctionArgs): Promise<Response | GateAccess> {
  try {
    const user = await memberOrRedirect(request);
    if (user instanceof Response) return user;
    return { employee: user.type === 'EMPLOYEE' && !user.impersonator };
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) return { employee: true };
    throw error;
  }
}

/**
 * The photo review (/revision-fotos): a session, then an employee who is not impersonating; anyone
 * else is told the screen is for employees. The 'photos' role is the server's to check, on each call.
 */
export async function employeeGuard({ request }: LoaderFunctionArgs): Promise<Response | EmployeeAccess> {
  const user = await memberOrRedirect(request);
  if (user instanceof Response) return user;
  return { employee: user.type === 'EMPLOYEE' && !user.impersonator };
}

/**
 * The member card (beyond §7): the private-area guard, but a session that cannot be checked (no
 * network at the arena) lets the card open from what the device keeps; the login hint cookie is
 * still needed, and a logout has erased the kept card.
 */
export async function memberCardGuard({ request }: LoaderFunctionArgs): Promise<Response | null> {
  try {
    const member = await memberOrRedirect(request);
    return member instanceof Response ? member : null;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http') throw error;
    return null;
  }
}

/** Where a member who may not change seat now is sent (spec §5). */
const SEAT_CHANGE_DENIED_PATH = APP_PATHS.memberHome;

/** Seat-change screens (not the checkout results, which are exempt): the private-area guard, then §5. */
export async function seatChangeGuard({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const member = await memberOrRedirect(request);
  if (member instanceof Response) return member;
  return maySeatChange(member.partner) ? null : redirect(SEAT_CHANGE_DENIED_PATH);
}

/** Sections whose pages need a session (spec §2, the gate, the photo review and the tickets), for the other tabs' logout. */
const PRIVATE_SECTIONS = /^\/(abonado\/.+|simpatizante(\/|$)|accionista(\/|$)|empresa(\/|$)|taquilla\/?$|revision-fotos\/?$|entradas(\/|$)|partidos\/[^/]+\/entradas\/?$)/;
const GUARD_EXEMPT = /^\/abonado\/(pendiente|cambio-asiento\/checkout\/[^/]+)\/?$/;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_SECTIONS.test(pathname) && !GUARD_EXEMPT.test(pathname);
}

/**
 * Sign-up screens (spec §5): maintenance first, then the server's enablePartnerCreation (home
 * when off) and the stored draft (src/features/signup/access.ts). Membership data entry after
 * a special-renewal login needs that login's session too. A configuration that cannot be read
 * lets the screen go on, as the maintenance guard does: its own calls then say what failed.
 */
export function signupGuard(screen: SignupScreen) {
  return async ({ request }: LoaderFunctionArgs): Promise<Response | null> => {
    const closed = await maintenanceGuard();
    if (closed) return closed;
    let creationEnabled = true;
    try {
      creationEnabled = (await loadServerConfig()).enablePartnerCreation;
    } catch {
      // the screen's own calls will fail visibly
    }
    // Loaded here, with the screen it guards: the public pages' bundle never carries the sign-up.
    const { signupRedirect, useSignupDraft } = await import('../features/signup');
    const { draft, discarded } = useSignupDraft.getState().reload();
    const target = signupRedirect(screen, creationEnabled, draft, discarded);
    if (target) return redirect(target);
    if (screen !== 'membership') return null;
    const member = await memberOrRedirect(request);
    return member instanceof Response ? member : null;
  };
}
