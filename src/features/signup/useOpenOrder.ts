import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLatestOrder } from './api';
import { useSignupDraft } from './draft';
import { SIGNUP_PATHS } from './paths';
import { APP_PATHS, appLink } from '../../api/app-paths';

/** Where an order being paid or done is shown: the payment result, which reads its status. */
export const RESULT_PATH = appLink(APP_PATHS.signupPaymentResult, { result: 'estado' });

/**
 * The order the seat and payment steps work on (the member's latest), whether its hold has run
 * out or it has gone on to payment, and the way on when it has run out: the pass choice again,
 * with everything typed kept.
 */
export function useOpenOrder() {
  const navigate = useNavigate();
  const update = useSignupDraft((state) => state.update);
  const latest = useLatestOrder();
  const order = latest.data ?? null;
  const expired = order !== null && (order.status === 'EXPIRED' || (order.status === 'OPEN' && order.expiresIn <= 0));
  // Being paid or done (back from the provider by the browser's back button, another tab): its result says where it stands.
  const settled = order !== null && ['PENDING_PAYMENT', 'AWAITING_CASH', 'PAID', 'FAILED', 'REFUND_PENDING'].includes(order.status);
  const startAgain = useCallback(() => {
    update({ secondStep: false, orderId: undefined, groupInfo: undefined });
    void navigate(SIGNUP_PATHS.passSelection);
  }, [navigate, update]);
  return { ...latest, order, expired, settled, startAgain };
}
