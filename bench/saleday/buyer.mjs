import { QUEUE_ADMISSION_HEADER } from '../../src/api/queue-admission.ts';
import { visitorCookie } from '../../server/queue/test-client.ts';
import { apiJson, decideAtProvider, request, StepError } from './http.mjs';
import { lineMember } from './line.mjs';

/** The sign-up steps, as the app reports them to the line (src/api/queue.ts DEFAULT_PURCHASE_ROUTES). */
const STEP = {
  account: '/hazte-abonado/datos-personales-base',
  product: '/hazte-abonado/seleccion-abono-base',
  seat: '/hazte-abonado/seleccion',
  payment: '/hazte-abonado/pago-abono-base',
};
/** Demo NEW full-season adult product (unlimited stock) and a birth date that makes an adult. */
const ADULT_PRODUCT_ID = 101;
const ADULT_BIRTHDATE = '1985-04-12';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const SEAT_TRIES = 5;
const PASSWORD = 'Bench2526!';
const ADMISSION_TIMEOUT_MS = 15 * 60_000;

/** Buyer `index`'s own address in the benchmark range 198.18.0.0/15 (up to 131,072 buyers). */
export const buyerAddress = (index) => `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;

/**
 * One sale-day buyer, a visitor who becomes a member: `join` takes a place in the line on the
 * sign-up's first step; `buy` waits for the turn, makes the account (mail confirmed with the
 * mailed code), reconnects as the member (as the app does on login), orders the adult pass,
 * opens the areas and one area's seats, holds a free seat, starts a card payment and, at the
 * provider simulator, approves, declines or abandons (`outcome`), then leaves the line.
 * Timings (ms) go to `timings`, retries and failures to `tally`.
 */
export function saleDayBuyer({ base, run, index, outcome, random, outbox, tally, timings, onDrop }) {
  const forwarded = { 'x-forwarded-for': buyerAddress(index) };
  const line = lineMember({ base, headers: forwarded, onDrop });
  /** `step`: where the buyer is, for a run that stalls. */
  const buyer = { index, line, outcome, step: 'join', wave: undefined, joinedAt: undefined, result: undefined };
  let visitor = '';
  let headers = forwarded;
  const admissionHeaders = () => ({ ...headers, [QUEUE_ADMISSION_HEADER]: line.admission });
  const api = (step, method, path, payload, extra = admissionHeaders()) => apiJson(tally, step, base, extra, method, path, payload);

  buyer.join = async () => {
    visitor = await visitorCookie(base, forwarded);
    await line.connectAs(visitor);
    buyer.joinedAt = performance.now();
    await line.go(STEP.account);
  };

  const makeAccount = async () => {
    const number = 60_000_000 + ((run * 131_072 + index) % 39_999_999);
    const mail = `saleday.${run}.${index}@bench.club`;
    const post = (step, path, body) =>
      request(tally, step, `${base}/api/${path}`, {
        method: 'POST',
        headers: { ...forwarded, cookie: visitor, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const account = {
      name: 'Sale',
      lastname: `Day ${index}`,
      mail,
      password: PASSWORD,
      dni: `${number}${DNI_LETTERS[number % 23]}`,
      birthdate: ADULT_BIRTHDATE,
      acceptTerms: true,
    };
    let confirmed = false;
    const made = await post('account', 'signup/account', account).catch(async (error) => {
      // Made by a process that died before answering (the retry finds the mail taken): the buyer
      // follows the mailed confirmation link and logs in, as a person would.
      if (!(error instanceof StepError && error.kind === 'account: 409 email in use')) throw error;
      tally.add('account: made but unanswered, confirmed by link and logged in');
      const hash = await outbox.linkHashFor(mail).catch(() => Promise.reject(new StepError('account: no confirmation link')));
      await apiJson(tally, 'confirm link', base, forwarded, 'PUT', 'users/confirm/mail', { mail, hash });
      confirmed = true;
      return post('login', 'users/login', { mail, password: PASSWORD });
    });
    await made.body?.cancel();
    const session = made.headers.getSetCookie().map((line) => line.split(';')[0]);
    headers = { ...forwarded, cookie: [visitor, ...session].join('; ') };
    if (!confirmed) await confirmMail(mail);
    // The app reconnects on login: the handshake with both cookies makes the visitor's place the member's.
    await line.connectAs(headers.cookie);
  };

  const confirmMail = async (mail) => {
    const code = await outbox.codeFor(mail).catch(() => Promise.reject(new StepError('account: no mail code')));
    await api('confirm mail', 'POST', 'signup/account/confirm-mail', { code }, headers).catch((error) => {
      // Confirmed by a process that died before answering: the retry finds the code used. A mail
      // still unconfirmed shows at the hold (mail-not-confirmed).
      if (!(error instanceof StepError && /^confirm mail: (410|409) /.test(error.kind))) throw error;
      tally.add(`confirm mail: made but unanswered (${error.kind.slice('confirm mail: '.length)})`);
    });
  };

  const holdSeat = async (order) => {
    const users = { users: [order.people[0].personId] };
    const areas = (await api('areas', 'POST', `group-seat-change/areas/${ADULT_PRODUCT_ID}`, users, headers)).filter(
      (element) => element.level === 'AREA' && element.available > 0,
    );
    for (let attempt = 1; ; attempt += 1) {
      if (areas.length === 0) throw new StepError('hold: no free area');
      const area = areas[Math.floor(random() * areas.length)];
      const seats = (await api('area seats', 'POST', `group-seat-change/areas/${ADULT_PRODUCT_ID}?parentId=${area.id}`, users, headers)).filter(
        (seat) => seat.state === 'available',
      );
      if (seats.length === 0) {
        areas.splice(areas.indexOf(area), 1);
        continue;
      }
      const seat = seats[Math.floor(random() * seats.length)];
      const started = performance.now();
      try {
        await api('hold', 'PUT', `signup/orders/${order.id}/seats`, { seats: [{ personId: order.people[0].personId, seatId: seat.id }] });
        timings.hold.push(performance.now() - started);
        return;
      } catch (error) {
        // Another buyer took it between the map and the hold: the buyer picks again, as in the app.
        if (!(error instanceof StepError && error.kind === 'hold: 409 seat-taken') || attempt === SEAT_TRIES) throw error;
        tally.add('hold: seat taken, picked again');
      }
    }
  };

  const pay = async (order) => {
    const started = await api('payment', 'POST', `signup/orders/${order.id}/payment`, { method: 'CARD' });
    const page = await request(tally, 'provider page', started.transaction, { method: 'GET' });
    await page.body?.cancel();
    if (outcome === 'abandon') return 'abandoned';
    const submitted = performance.now();
    await decideAtProvider(tally, started.transaction, outcome === 'approve' ? 'APPROVED' : 'DECLINED');
    // Back at the club: the return page reads the order, which the provider's notification settled.
    const settled = await api('return', 'GET', `signup/orders/${order.id}`, undefined, headers);
    timings.paymentReturn.push(performance.now() - submitted);
    const expected = outcome === 'approve' ? 'PAID' : 'FAILED';
    if (settled.status !== expected) throw new StepError(`return: order ${settled.status}, expected ${expected}`);
    return outcome === 'approve' ? 'paid' : 'declined';
  };

  buyer.buy = async () => {
    buyer.step = 'admission';
    await line.admitted(ADMISSION_TIMEOUT_MS);
    timings.admission.push(line.grantedAt - buyer.joinedAt);
    buyer.step = 'account';
    await makeAccount();
    buyer.step = 'order';
    await line.go(STEP.product);
    const order = await api('order', 'POST', 'signup/orders', { term: 'FULL_SEASON', people: [{ self: true, productId: ADULT_PRODUCT_ID }] });
    buyer.step = 'hold';
    await line.go(STEP.seat);
    await holdSeat(order);
    buyer.step = 'payment';
    await line.go(STEP.payment);
    return pay(order);
  };

  /** The whole visit after the join: resolves with the outcome, or the failure's kind; the buyer leaves the line either way. */
  buyer.finish = async () => {
    try {
      buyer.result = await buyer.buy();
    } catch (error) {
      buyer.result = 'failed';
      tally.add(error instanceof StepError ? error.kind : `line: ${error.message}`);
      // Refused for want of a place inside: after a crash, a place lost.
      buyer.admissionRefused = error instanceof StepError && error.kind.includes('queue-admission-required');
    } finally {
      buyer.step = 'leave';
      await line.leave().catch(() => line.close());
      buyer.step = 'done';
    }
    return buyer.result;
  };
  return buyer;
}
