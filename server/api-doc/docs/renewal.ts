import { RENEWAL_CODES, type renewalEndpoints } from '../../../src/api/renewal.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

/** What API.md says of each renewal, relocation and waiting-list endpoint: what it does and every non-2xx status it produces. */
export const renewalDocs = {
  overview: {
    summary:
      "The next season's renewal for the caller: the season's calendar (table season_calendars), the window's state by the server's clock, the people the caller may renew (their own partner and the ACTIVE members of the group they own) each with their quote line by line in cents (PASS, FAMILY, ATTENDANCE, CREDITS), the payment options with their schedule and whether each is open today, and the caller's renewals of the season with every charge.",
    errors: { 401: 'no live session' },
  },
  renew: {
    summary:
      'Renews the partners named, keeping their seats, at the quote the overview shows. CARD answers the provider\'s page to pay at (the renewal waits for it in PENDING_PAYMENT); INSTALMENTS and PARTS renew at once and schedule one debit per date and person through the SEPA job. Credits taken off are written to the ledger as a negative row.',
    errors: {
      400: 'a bad body',
      401: 'no live session',
      403: `'${RENEWAL_CODES.notYours}': a partner is not the caller's nor an ACTIVE member of the group they own, or has no seat`,
      409: `'${RENEWAL_CODES.closed}': outside the renewal window; '${RENEWAL_CODES.alreadyRenewed}': a partner already renewed; '${RENEWAL_CODES.optionClosed}': the option is not open today or not for this member; '${RENEWAL_CODES.ibanRequired}': a debited option without an IBAN`,
    },
  },
  paymentNotify: {
    summary: "The provider's signed notification of a renewal's card payment, applied once (the purchase core's settlement).",
    errors: { 400: 'a bad body', 403: 'a bad signature', 404: 'an unknown transaction' },
  },
  relocation: {
    summary: "The caller's relocation: whether they asked to move in a renewal, their window (assigned once the renewal's deadline passed, by years as a member, then attendance), and the people of that renewal with their next-season seat.",
    errors: { 401: 'no live session' },
  },
  relocationAreas: {
    summary: "The next season's map for the caller's renewal: the sectors and the areas priced as each mover's renewal, or one area's seats, `available` when free for the next season now.",
    errors: { 400: 'a bad parentId', 401: 'no live session', 409: `'${RENEWAL_CODES.notYourWindow}': the caller's window is not open` },
  },
  move: {
    summary: 'Moves people of the caller\'s renewal to the seats named, in one statement: their old seats are free at once for later windows and the waiting list.',
    errors: {
      400: 'a bad body',
      401: 'no live session',
      403: `'${RENEWAL_CODES.notYours}': a partner is not in the caller's renewal`,
      409: `'${RENEWAL_CODES.notYourWindow}': outside the caller's window; '${RENEWAL_CODES.seatTaken}': a seat is not free; '${RENEWAL_CODES.otherPrice}': a seat's area has another price for that person`,
    },
  },
  bestSeats: {
    summary: 'Moves the people named to the best free seats together of the next season (the best-seats search), in an area priced as their renewal.',
    errors: {
      400: 'a bad body',
      401: 'no live session',
      403: `'${RENEWAL_CODES.notYours}': a partner is not in the caller's renewal`,
      409: `'${RENEWAL_CODES.notYourWindow}': outside the caller's window; '${RENEWAL_CODES.noSeatsTogether}': no block of free seats fits`,
    },
  },
  waitingList: {
    summary: "The next season's waiting list as the caller sees it: whether it is open, and their entry with its place in line and any live offer of seats together.",
    errors: { 401: 'no live session' },
  },
  joinWaitingList: {
    summary: 'Joins the waiting list for `partySize` seats together, at the end of the line.',
    errors: {
      400: 'a bad body',
      401: 'no live session',
      409: `'${RENEWAL_CODES.listClosed}': the list is not open; '${RENEWAL_CODES.alreadyListed}': the caller already has an entry or a seat next season`,
    },
  },
  leaveWaitingList: {
    summary: "Leaves the waiting list (LEFT); a live offer's seats are freed for the next entry. Leaving twice answers 204.",
    errors: { 401: 'no live session' },
  },
  acceptOffer: {
    summary: "Accepts the caller's live offer: its seats become the entry's for the next season (ACCEPTED).",
    errors: { 401: 'no live session', 409: `'${RENEWAL_CODES.noOffer}': no live offer` },
  },
  declineOffer: {
    summary: "Declines the caller's live offer: its seats pass on to the next entry that fits (DECLINED).",
    errors: { 401: 'no live session', 409: `'${RENEWAL_CODES.noOffer}': no live offer` },
  },
} satisfies AreaDocs<typeof renewalEndpoints>;
