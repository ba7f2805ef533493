import useSWR, { mutate } from 'swr';
import * as z from 'zod/mini';
import { bestSeatsProposalSchema, type BestSeatsBody, type BestSeatsProposal } from '../../api/best-seats';
import { membershipPaths, productListSchema, type MembershipTerm, type Product } from '../../api/membership';
import {
  signupMailCodeSchema,
  signupOrderSchema,
  signupPaths,
  signupPaymentStartSchema,
  type SignupAccountBody,
  type SignupMailCode,
  type SignupOrder,
  type SignupOrderBody,
  type SignupPaymentBody,
} from '../../api/signup';
import { userSchema, type User } from '../../api/users';
import { ApiError, request } from '../../lib/http';
import { setSessionUser } from '../../lib/session';

/**
 * Sign-up calls: the products and areas of spec §7 "Membership creation", and the account,
 * order, seats and payment calls beyond §7 (src/api/signup.ts). Reads are SWR hooks keyed by
 * their API path; writes throw the ApiError that errors.ts reads.
 */

/** POST signup/account: the account and its session (step 1). */
export async function createAccount(body: SignupAccountBody): Promise<User> {
  const user = await request(signupPaths.account, { method: 'POST', body, schema: userSchema });
  await setSessionUser(user);
  return user;
}

/** GET signup/account/mail-code: where the code went, how long it lives, when another may be asked for. */
export function useMailCode(enabled: boolean, onLoaded: (state: SignupMailCode) => void) {
  return useSWR<SignupMailCode, unknown>(enabled ? signupPaths.mailCode : null, (path: string) => request(path, { schema: signupMailCodeSchema, session: true }), {
    onSuccess: onLoaded,
    revalidateOnFocus: false,
  });
}

/** POST signup/account/resend-code: a new code mailed; its state shown at once. */
export async function resendMailCode(): Promise<SignupMailCode> {
  const state = await request(signupPaths.resendCode, { method: 'POST', schema: signupMailCodeSchema, session: true });
  await mutate(signupPaths.mailCode, state, { revalidate: false });
  return state;
}

/** POST signup/account/confirm-mail: the user, now with a confirmed mail. */
export async function confirmMailCode(code: string): Promise<User> {
  const user = await request(signupPaths.confirmMail, { method: 'POST', body: { code }, schema: userSchema, session: true });
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
          ? request(membershipPaths.renewalProducts(rol), { schema: productListSchema, session: true }).then((products) => products.filter((product) => product.term === chosenTerm))
          : request(membershipPaths.productsTerm(rol, chosenTerm), { schema: productListSchema }),
      ),
    );
    return lists.flat();
  });
}

/** GET signup/orders/latest: the member's order, or null when there is none. */
export function useLatestOrder(enabled = true) {
  return useSWR<SignupOrder | null, unknown>(enabled ? signupPaths.latestOrder : null, async (path: string) => {
    try {
      return await request(path, { schema: signupOrderSchema, session: true });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
      throw error;
    }
  });
}

const showOrder = (order: SignupOrder | null) => mutate(signupPaths.latestOrder, order, { revalidate: false });

/** POST signup/orders (replaces an open one of the member); the hold time starts now. */
export async function createOrder(body: SignupOrderBody): Promise<SignupOrder> {
  const order = await request(signupPaths.orders, { method: 'POST', body, schema: signupOrderSchema, session: true, purchase: true });
  await showOrder(order);
  return order;
}

/** PUT signup/orders/{id}/seats: one seat per person, all or none. */
export async function holdSeats(orderId: number, seats: { personId: number; seatId: number }[]): Promise<SignupOrder> {
  const order = await request(signupPaths.seats(orderId), { method: 'PUT', body: { seats }, schema: signupOrderSchema, session: true, purchase: true });
  await showOrder(order);
  return order;
}

const bestSeatsAnswerSchema = z.object({ order: signupOrderSchema, proposal: bestSeatsProposalSchema });

/** PUT signup/orders/{id}/best-seats: the best seats together, held in place of the order's; answers the order and the proposal. */
export async function findBestSeats(orderId: number, body: BestSeatsBody): Promise<{ order: SignupOrder; proposal: BestSeatsProposal }> {
  const answer = await request(signupPaths.bestSeats(orderId), { method: 'PUT', body, schema: bestSeatsAnswerSchema, session: true, purchase: true });
  await showOrder(answer.order);
  return answer;
}

/** POST signup/orders/{id}/payment: the provider URL (card, split) or null (cash), and the order. */
export async function startOrderPayment(orderId: number, body: SignupPaymentBody) {
  const started = await request(signupPaths.payment(orderId), { method: 'POST', body, schema: signupPaymentStartSchema, session: true, purchase: true });
  await showOrder(started.order);
  return started;
}

