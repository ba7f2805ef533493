import type { SignupDraft } from './draft';
import { HOME_PATH, NOT_FOUND_PATH, SIGNUP_PATHS } from './paths';

export type SignupScreen = 'personal' | 'membership' | 'pass' | 'seats' | 'payment';

/**
 * Spec §5: creation routes only while the server allows partner creation (else home); past
 * step 1 the draft must name the rol (else /noroute) and, but for a special renewal, a confirmed
 * mail (else step 1, which asks for the code); seats and payment need the second step
 * (else back to the pass). A draft thrown away as garbage restarts the flow at step 1. Null: go on.
 */
export function signupRedirect(screen: SignupScreen, creationEnabled: boolean, draft: SignupDraft, discarded: boolean): string | null {
  if (!creationEnabled) return HOME_PATH;
  if (screen === 'personal' || screen === 'membership') return null;
  if (discarded) return SIGNUP_PATHS.personalData;
  if (draft.idRoll === undefined) return NOT_FOUND_PATH;
  // Seats are held for a confirmed mail only: step 1 asks for the mailed code first.
  if (draft.renewal !== true && draft.mailConfirmed !== true) return SIGNUP_PATHS.personalData;
  if (screen === 'pass') return null;
  return draft.secondStep ? null : SIGNUP_PATHS.passSelection;
}
