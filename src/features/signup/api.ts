import useSWR, { mutate } from 'swr';
import type { BestSeatsBody, BestSeatsProposal } from '../../api/best-seats';
import { membershipEndpoints, type MembershipTerm, type Product } from '../../api/membership';
import { signupEndpoints, type SignupAccountBody, type SignupMailCode, type SignupOrder, type SignupOrderBody, type SignupPaymentBody } from '../../api/signup';
import type { User } from '../../api/users';
import { call, callPath } from '../../lib/call';
import { answered } from '../../lib/outcome';
import { purchaseFlowCall } from '../../lib/purchase-call';
import { setSessionUser } from '../../lib/session';

/**
 * Sign-up calls: the products and areas of spec §7 "Membership creation", and the account,
 * order, seats and payment calls beyond §7 (src/api/signup.ts). Reads are SWR hooks keyed by
 * their API path; writes throw the ApiError that errors.ts reads. The flow's own calls go through
 * purchaseFlowCall: those that take stock or money carry the queue admission.
 */

const MAIL_CODE_KEY = callPath(signupEndpoints.mailCode);
const LATEST_ORDER_KEY = callPath(signupEndpoints.latestOrder);

/** POST signup/account: the account and its session (step 1). */
export async function createAccount(body: SignupAccountBody): Promise<User> {
  const user = await purchaseFlowCall(signupEndpoints.account, { body });
  await setSessionUser(user);
  return user;
}

/** GET signup/account/mail-code: where the code went, how long it lives, when another may be asked for. */
export function useMailCode(enabled: boolean, onLoaded: (state: SignupMailCode) => void) {
  return useSWR<SignupMailCode, unknown>(enabled ? MAIL_CODE_KEY : null, () => purchaseFlowCall(signupEndpoints.mailCode), {
    onSuccess: onLoaded,
    revalidateOnFocus: false,
  });
}

/** POST signup/account/resend-code: a new code mailed; its state shown at once. */
export async function resendMailCode(): Promise<SignupMailCode> {
  const state = await purchaseFlowCall(signupEndpoints.resendCode);
  await mutate(MAIL_CODE_KEY, state, { revalidate: false });
  return state;
}

/** POST signup/account/confirm-mail: the user, now with a confirmed mail. */
export async function confirmMailCode(code: string): Promise<User> {
  const user = await purchaseFlowCall(signupEndpoints.confirmMail, { body: { code } });
  await setSessionUser(user);
  return user;
}

/** Products of each rol for the term (renewal products for a special renewal), keyed by rol. */
export function useProductsByRol(rolIds: readonly number[], term: MembershipTerm, renewal: boolean) {
  const rols = [...new Set(rolIds)].sort((a, b) => a - b);
  const key = rols.length === 0 ? null : (['signup-products', rols.join(','), term, renewal] as const);
  return useSWR<Product[], unknown>(key, async ([, list, chosenTerm, isRenewal]: readonly [string, string, MembershipTerm, boolean]) => {
    const lists = await Promise.all(
      list.split(',').map(Number).map((rol) =>
        isRenewal
          ? call(membershipEndpoints.renewalProducts, { params: { rolId: rol } }).then((products) => products.filter((product) => product.term === chosenTerm))
          : call(membershipEndpoints.productsTerm, { params: { rolId: rol, term: chosenTerm } }),
      ),
    );
    return lists.flat();
  });
}

/** GET signup/orders/latest: the member's order, or null when there is none. */
export function useLatestOrder(enabled = true) {
  return useSWR<SignupOrder | null, unknown>(enabled ? LATEST_ORDER_KEY : null, async () => {
    try {
      return await purchaseFlowCall(signupEndpoints.latestOrder);
    } catch (error) {
      if (answered(error, 404)) return null;
      throw error;
    }
  });
}

const showOrder = (order: SignupOrder | null) => mutate(LATEST_ORDER_KEY, order, { revalidate: false });

/** POST signup/orders (replaces an open one of the member); the hold time starts now. */
export async function createOrder(body: SignupOrderBody): Promise<SignupOrder> {
  const order = await purchaseFlowCall(signupEndpoints.createOrder, { body });
  await showOrder(order);
  return order;
}

/** PUT signup/orders/{id}/seats: one seat per person, all or none. */
export async function holdSeats(orderId: number, seats: { personId: number; seatId: number }[]): Promise<SignupOrder> {
  const order = await purchaseFlowCall(signupEndpoints.holdSeats, { params: { id: orderId }, body: { seats } });
  await showOrder(order);
  return order;
}

/** PUT signup/orders/{id}/best-seats: the best seats together, held in place of the order's; answers the order and the proposal. */
export async function findBestSeats(orderId: number, body: BestSeatsBody): Promise<{ order: SignupOrder; proposal: BestSeatsProposal }> {
  const answer = await purchaseFlowCall(signupEndpoints.bestSeats, { params: { id: orderId }, body });
  await showOrder(answer.order);
  return answer;
}

/** POST signup/orders/{id}/payment: the provider URL (card, split) or null (cash), and the order. */
export async function startOrderPayment(orderId: number, body: SignupPaymentBody) {
  const started = await purchaseFlowCall(signupEndpoints.payment, { params: { id: orderId }, body });
  await showOrder(started.order);
  return started;
}

