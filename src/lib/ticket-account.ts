import { APP_PATHS } from '../api/app-paths';
import { purchaseFlowOfRoute } from '../api/queue-admission';
import { safeRedirectPath } from './safe-redirect';
import { REDIRECT_PARAM } from './session';

/**
 * A visitor sent to the login on the way to a game's tickets may make an account there instead:
 * step 1 of the sign-up, carrying the same target in the same parameter, confirms their mail with
 * the mailed code and sends them on to the purchase.
 */

/** The target when it is safe to follow (safeRedirectPath) and names a single game's ticket purchase; else null. */
export function ticketPurchaseTarget(target: unknown): string | null {
  const safe = safeRedirectPath(target);
  if (safe === null) return null;
  const path = safe.split(/[?#]/, 1)[0] ?? '';
  return purchaseFlowOfRoute(path) === 'ticket' ? safe : null;
}

/** Step 1 of the sign-up, making an account on the way to the ticket purchase `target`. */
export function ticketAccountPath(target: string): string {
  return `${APP_PATHS.signupPersonalData}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}
