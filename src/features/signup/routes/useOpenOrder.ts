import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLatestOrder } from '../api';
import { useSignupDraft } from '../draft';
import { SIGNUP_PATHS } from '../paths';

/**
 * The order the seat and payment steps work on (the member's latest), whether its hold has run
 * out, and the way on when it has: the pass choice again, with everything typed kept.
 */
export function useOpenOrder() {
  const navigate = useNavigate();
  const update = useSignupDraft((state) => state.update);
  const latest = useLatestOrder();
  const order = latest.data ?? null;
  const expired = order !== null && (order.status === 'EXPIRED' || (order.status === 'OPEN' && order.expiresIn <= 0));
  const startAgain = useCallback(() => {
    update({ secondStep: false, orderId: undefined, groupInfo: undefined });
    void navigate(SIGNUP_PATHS.passSelection);
  }, [navigate, update]);
  return { ...latest, order, expired, startAgain };
}
