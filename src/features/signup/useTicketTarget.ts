import { useSearchParams } from 'react-router-dom';
import { useClientValue } from '../../lib/client-value';
import { REDIRECT_PARAM } from '../../lib/session';
import { ticketPurchaseTarget } from '../../lib/ticket-account';

/**
 * The game's ticket purchase step 1 makes an account for (the `redirect` parameter the login
 * passed on), or null for the season pass's sign-up. The prerendered step 1 is the pass's: the
 * target shows right after hydration.
 */
export function useTicketTarget(): string | null {
  const [params] = useSearchParams();
  const hydrated = useClientValue(() => true, false);
  return hydrated ? ticketPurchaseTarget(params.get(REDIRECT_PARAM)) : null;
}
