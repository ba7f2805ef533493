import { NO_SEATS_TOGETHER } from '../../../src/api/best-seats.ts';
import { HOLD_LIMITS } from '../../../src/api/hold-limits.ts';
import { MAIL_CODE, SIGNUP_CASH_HOLD_HOURS, SIGNUP_CODES, type signupEndpoints } from '../../../src/api/signup.ts';
import { USERS_EMAIL_IN_USE } from '../../../src/api/users.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

const beyond = 'Beyond §7.';
const creationClosed = `settings.enable_partner_creation is off (code '${SIGNUP_CODES.creationClosed}')`;
const notFound = "no order of the caller with that id (another user's order is never shown)";
const mailNotConfirmed = `the caller's mail is not confirmed yet (code '${SIGNUP_CODES.mailNotConfirmed}')`;
const notOpen = `the order is not OPEN (code '${SIGNUP_CODES.orderNotOpen}') or its hold time has passed (code '${SIGNUP_CODES.orderExpired}')`;

/** What API.md says of each signup endpoint: what it does and every non-2xx status it produces. */
export const signupDocs = {
  account: {
    summary: `${beyond} Step 1: creates the visitor's account (201, a FAN until a membership is paid), mails a confirmation link and a ${MAIL_CODE.digits}-digit code ` +
      '(signup/account/confirm-mail) and starts a session (same cookies as login).',
    errors: {
      403: creationClosed,
      409: `'${USERS_EMAIL_IN_USE}': the mail has an account; or the DNI has one (code '${SIGNUP_CODES.dniInUse}')`,
      429: `past the accounts made per address (code '${SIGNUP_CODES.tooManyAccounts}')`,
    },
  },
  mailCode: {
    summary: `${beyond} The caller's mail code: the mail it went to, the seconds it has left and the seconds before another may be asked for.`,
    errors: { 409: `the caller's mail is confirmed (code '${SIGNUP_CODES.mailConfirmed}')` },
  },
  confirmMail: {
    summary: `${beyond} Confirms the caller's mail with the ${MAIL_CODE.digits}-digit code mailed by step 1 or by resend-code; answers the user. ` +
      `A code lives ${MAIL_CODE.ttlSeconds / 60} minutes and dies after ${MAIL_CODE.maxWrongTries} wrong tries. A confirmed mail answers the user again.`,
    errors: {
      409: `a wrong code (code '${SIGNUP_CODES.mailCodeWrong}')`,
      410: `no live code: expired, used up by wrong tries or never sent (code '${SIGNUP_CODES.mailCodeExpired}'); ask for a new one`,
    },
  },
  resendCode: {
    summary: `${beyond} Mails the caller a new code (the old one dies) and answers its state.`,
    errors: {
      409: `the caller's mail is confirmed (code '${SIGNUP_CODES.mailConfirmed}')`,
    },
  },
  createOrder: {
    summary: `${beyond} Creates the caller's sign-up order (201) for one or several people, each with the product of their rol (from the birth date) and the term; ` +
      'replaces an OPEN order of the caller (its holds freed). The hold time (settings.seat_hold_seconds) starts now.',
    errors: {
      400: 'the caller listed twice',
      403: `${creationClosed}; a RENEWAL product for someone other than the caller, or for a caller with no partner and no special renewal (code '${SIGNUP_CODES.renewalNotAllowed}')`,
      404: 'no active NEW or RENEWAL product with that id',
      409:
        `the caller's partner has paid this season (code '${SIGNUP_CODES.alreadyMember}'); the caller has no birth date (code '${SIGNUP_CODES.noBirthdate}'); ` +
        `a person not born by the season's start (code '${SIGNUP_CODES.notBorn}'); a product not of the person's rol or of the term (code '${SIGNUP_CODES.productNotForPerson}'); ` +
        `a sold-out product (code '${SIGNUP_CODES.productSoldOut}'); a DNI that has an account (code '${SIGNUP_CODES.dniInUse}'); ` +
        `an order of the caller waiting for payment (code '${SIGNUP_CODES.orderPaying}')`,
    },
  },
  latestOrder: {
    summary: `${beyond} The caller's latest order, whatever its status (an overdue OPEN one is expired first and its seats freed).`,
    errors: { 404: 'the caller has no order' },
  },
  order: {
    summary: `${beyond} One order of the caller (for the payment result page).`,
    errors: { 404: notFound },
  },
  passCard: {
    summary: `${beyond} The pass cards of a PAID order as a PDF file (application/pdf, one page per person: holder, partner number, pass, seat), to download from the success page.`,
    errors: { 404: notFound, 409: `the order is not PAID (code '${SIGNUP_CODES.orderNotOpen}')` },
  },
  cancelOrder: {
    summary: `${beyond} Cancels the caller's OPEN or AWAITING_CASH order and frees its seats.`,
    errors: { 404: notFound, 409: `the order is being paid or finished (code '${SIGNUP_CODES.orderNotOpen}')` },
  },
  holdSeats: {
    summary: `${beyond} Holds one seat per listed person until the order lapses, all or none (the seat_claims primary key decides: a seat is never held or sold twice); ` +
      'a person listed again moves to the new seat. Answers the order with the prices of the seats.',
    errors: {
      400: 'a person or a seat listed twice',
      403: `${creationClosed}; a person not in the order (code '${SIGNUP_CODES.personNotInOrder}'); ${mailNotConfirmed}`,
      404: `${notFound}, or an unknown seat`,
      409: `${notOpen}; a seat with no price for the person's rol (code '${SIGNUP_CODES.seatNotPriced}'); a seat held or sold to someone else (code '${SIGNUP_CODES.seatTaken}')`,
      429:
        `a first hold of the order when ${HOLD_LIMITS.liveHoldsPerIp} live orders already hold seats from this IP (code '${SIGNUP_CODES.tooManyHolds}'), ` +
        `or when ${HOLD_LIMITS.holdsPerAccountPerDay} orders of the caller held seats in the last 24 hours (code '${SIGNUP_CODES.tooManyRestarts}')`,
    },
  },
  bestSeats: {
    summary: `${beyond} Finds the best free seats together for every person of the order (src/api/best-seats.ts, rule in server/README.md) and holds them as holdSeats does, ` +
      'in one transaction, replacing the seats the order held. Answers the order and the proposal.',
    errors: {
      403: `${creationClosed}; a wheelchairFor not in the order (code '${SIGNUP_CODES.personNotInOrder}'); ${mailNotConfirmed}`,
      404: `${notFound}, or an unknown area`,
      409:
        `${notOpen}; no arrangement: fewer free seats priced for the people than people, or no free wheelchair space with its companion seat (code '${NO_SEATS_TOGETHER}'); ` +
        `the seats were taken by concurrent orders on every try (code '${SIGNUP_CODES.seatTaken}')`,
      429: 'as holdSeats',
    },
  },
  payment: {
    summary: `${beyond} Starts paying an order whose people all hold a seat. CARD: the whole total at the provider; SPLIT: half now at the provider, the rest debited ` +
      `from the IBAN on 10 September; CASH: the holds are kept for ${SIGNUP_CASH_HOLD_HOURS} hours to pay at the club office. Holds are extended while paying (30 minutes at the provider).`,
    errors: {
      403: `${creationClosed}; ${mailNotConfirmed}`,
      404: notFound,
      409: `${notOpen}; a person without a seat (code '${SIGNUP_CODES.seatsMissing}')`,
    },
  },
  paymentNotify: {
    summary: `${beyond} The payment provider's signed outcome for an order. APPROVED makes the membership in one transaction (partner numbers, ACTIVE partners, seats SOLD, ` +
      'stock down by one per person); DECLINED fails the order and frees its seats; an approval that comes too late (hold lapsed, seat or stock gone) makes nothing and ' +
      'leaves a refund pending. Idempotent.',
    errors: { 403: 'the signature does not match the shared payment secret', 404: 'unknown transaction' },
  },
} satisfies AreaDocs<typeof signupEndpoints>;
