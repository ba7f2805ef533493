import { readFileSync } from 'node:fs';
import { apiCall as call } from './api-server.mjs';

/** Demo NEW full-season adult product (unlimited) and a birth date that makes an adult. */
export const ADULT_PRODUCT_ID = 101;
const ADULT_BIRTHDATE = '1985-04-12';
/** The DNI check letters (src/api/contract.ts): each account needs a valid DNI no one else has. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** POST signup/orders for the account holder alone, as the adult product. */
export const SELF_ORDER = { term: 'FULL_SEASON', people: [{ self: true, productId: ADULT_PRODUCT_ID }] };

/**
 * One sign-up account per connection, for a server started with MAIL_OUTBOX_FILE=`outbox` and
 * TRUST_PROXY=loopback: each its mail confirmed with the code mailed to it (holds need it), each
 * from an address of its own in the benchmark range 198.18.0.0/15 through X-Forwarded-For (the
 * per-IP caps stay on, as on sale day), each with an OPEN order for themselves and two free seats
 * of their own to alternate between (the first free seats of the first areas that have enough).
 * Answers { cookie, headers, orderId, personId, seats } per account.
 */
export async function prepareSignupAccounts(base, count, outbox) {
  const run = Date.now() % 1_000_000;
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const number = 70_000_000 + ((run * 100 + i) % 9_999_999);
    const mail = `bench.signup.${run}.${i}@bench.club`;
    const forwarded = { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` };
    const signup = await fetch(`${base}/api/signup/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwarded },
      body: JSON.stringify({
        name: 'Bench',
        lastname: `Signup ${i}`,
        mail,
        password: 'Bench2526!',
        dni: `${number}${DNI_LETTERS[number % 23]}`,
        birthdate: ADULT_BIRTHDATE,
        acceptTerms: true,
      }),
    });
    if (signup.status !== 201) throw new Error(`signup/account: ${signup.status} ${await signup.text()}`);
    const cookie = signup.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    await call(base, cookie, 'POST', 'signup/account/confirm-mail', { code: mailedCode(outbox, mail) });
    const order = await call(base, cookie, 'POST', 'signup/orders', SELF_ORDER);
    accounts.push({ cookie, headers: { cookie, ...forwarded }, orderId: order.id, personId: order.people[0].personId });
  }
  const first = accounts[0];
  const areas = await call(base, first.cookie, 'POST', `group-seat-change/areas/${ADULT_PRODUCT_ID}`, { users: [first.personId] });
  const free = [];
  for (const area of areas.filter((element) => element.level === 'AREA' && element.available >= 2)) {
    const seats = await call(base, first.cookie, 'POST', `group-seat-change/areas/${ADULT_PRODUCT_ID}?parentId=${area.id}`, { users: [first.personId] });
    free.push(...seats.filter((seat) => seat.state === 'available').map((seat) => seat.id));
    if (free.length >= 2 * count) break;
  }
  if (free.length < 2 * count) throw new Error(`Only ${free.length} free seats for ${count} accounts`);
  accounts.forEach((account, i) => (account.seats = [free[2 * i], free[2 * i + 1]]));
  return accounts;
}

/** PUT signup/orders/:id/seats for every account, each account's two seats in turn. */
export function signupHoldRequests(accounts) {
  return [0, 1].flatMap((turn) =>
    accounts.map((account) => ({
      method: 'PUT',
      path: `/api/signup/orders/${account.orderId}/seats`,
      headers: account.headers,
      body: { seats: [{ personId: account.personId, seatId: account.seats[turn] }] },
    })),
  );
}

/** The 6-digit code of the last mail the server wrote to `mail` in the outbox file. */
function mailedCode(outbox, mail) {
  const mails = readFileSync(outbox, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  const body = mails.filter((sent) => sent.recipient === mail).at(-1)?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No code mailed to ${mail}`);
  return code;
}
