import { RENEWAL_CODES, type renewalEndpoints } from '../../../src/api/renewal.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

/** What API.md says of each renewal, relocation and waiting-list endpoint: what it does and every non-2xx status it produces. */
export const renewalDocs = {
  overview: {
    summary:
      "The next season's renewal for the caller: the season's calendar (table season_calendars), the window's state by the server's clock (club days, Europe/Madrid), whether the caller holds a club card and the last four characters of their IBAN on file, and the people the caller may renew (their own partner and the ACTIVE members of the group they own, each ACTIVE, not blocked and with a seat kept for next season). Each person comes with their role and age on 1 July of the next season, their attendance of this season, their credit balance and their quote line by line in cents (PASS, FAMILY, ATTENDANCE, CREDITS): those not renewed yet are quoted together, a renewed one at the quote they were renewed at. The options (CARD, INSTALMENTS, PARTS) say whether each is open today, why not ('past-deadline', 'no-club-card'; none before the window opens), their last day and the schedule for everyone still to renew. Last, the caller's renewals of the season, latest first, with every charge and its state (a card's one per person; the debits one per date and person, FAILED when the bank declined). A card payment that lapsed at the provider ends first (its seats kept again).",
    errors: { 401: 'no live session', 404: 'the club has set no calendar for the next season' },
  },
  renew: {
    summary:
      "Renews the partners named together (201), keeping their seats, at the quote the overview shows: their seats of next season turn from KEPT to SOLD in one statement, so two renewals of one partner at once answer one 201 and one 409. The credits taken off are written to the ledger as a negative row (reason RENEWAL). CARD answers the provider's page to pay at (checked against the allowlist; the renewal waits in PENDING_PAYMENT for 30 minutes; a decline or a lapse gives the seats and the credits back); with nothing to pay it is RENEWED at once. INSTALMENTS (only before the day instalments must be asked for) and PARTS (club card holders) need an IBAN, the body's (then kept on file) or the one on file, renew at once and schedule one debit per date and person, each share rounded half up and the last taking the remainder.",
    errors: {
      400: 'a bad body, or a partner listed twice',
      401: 'no live session',
      403: `'${RENEWAL_CODES.notYours}': the caller is not a partner, or a partner named is not the caller's nor an ACTIVE member of the group they own, is blocked or pending, or has no seat kept for next season`,
      404: 'the club has set no calendar for the next season',
      409: `'${RENEWAL_CODES.closed}': outside the renewal window; '${RENEWAL_CODES.optionClosed}': the option is not open today (instalments after their deadline) or not for this member (parts without a club card); '${RENEWAL_CODES.ibanRequired}': a debited option without an IBAN in the body or on file; '${RENEWAL_CODES.alreadyRenewed}': a partner is renewed already (or being paid for)`,
    },
  },
  paymentNotify: {
    summary:
      "The provider's signed notification of a renewal's card payment, applied once in one transaction (the purchase core's settlement): APPROVED renews and records each person's price as a payment of the next season; DECLINED ends the renewal FAILED, its seats kept again and its credits given back; an approval after the renewal lapsed renews nothing and leaves a refund pending. A repeated notification changes nothing.",
    errors: { 400: 'a bad body', 403: 'a bad signature', 404: 'an unknown transaction' },
  },
  relocation: {
    summary:
      "The caller's relocation: whether they asked to move in a RENEWED renewal, and its state by the server's clock (NOT_REQUESTED, WAITING_ASSIGNMENT before the renewal's deadline, then BEFORE, OPEN or AFTER their window). The window is assigned once, by the first request after the deadline: movers ranked by the renewing partner's whole years as a member on the deadline, then their attendance percent of this season, then the lower partner number, in equal consecutive slots. Also the priority that placed it and the people of the renewal with their next-season seat and what they were charged. Like every relocation and waiting-list request, it first advances the season: after the deadline the seats of members who did not renew are freed.",
    errors: { 401: 'no live session', 404: 'no current season' },
  },
  relocationAreas: {
    summary:
      "The next season's map for the caller's renewal, as the seat maps read it: the sectors and the areas where every person of the renewal would pay next season exactly the pass they were charged, with their free seats; or, with `parentId`, one area's seats: the people's own `current`, any other claim of next season `taken`, a free seat `available` in an area priced alike and `unavailable` elsewhere. Only while the caller's window is open.",
    errors: { 400: 'a bad parentId', 401: 'no live session', 404: 'an unknown area', 409: `'${RENEWAL_CODES.notYourWindow}': the caller's window is not open` },
  },
  move: {
    summary:
      "Moves people of the caller's renewal (alone or with the group; the others stay) to the seats named, in one transaction: their claims are replaced, so their old seats are free at once for whoever comes next, and the caller may move again until the window ends. Each seat must be free and in an area that costs that person next season exactly what they were charged. Answers the relocation as GET relocation does.",
    errors: {
      400: 'a bad body, or a person or a seat named twice',
      401: 'no live session',
      403: `'${RENEWAL_CODES.notYours}': a partner is not in the caller's renewal`,
      404: 'an unknown seat',
      409: `'${RENEWAL_CODES.notYourWindow}': outside the caller's window, or no RENEWED renewal that asked to move; '${RENEWAL_CODES.seatTaken}': a seat has a claim of next season (an earlier window, an offer, or a move that won a race); '${RENEWAL_CODES.otherPrice}': a seat's area has another price for that person`,
    },
  },
  bestSeats: {
    summary:
      "Moves the people named at once to the best free seats together of the next season (the best-seats search of the other flows, over the areas where each costs what they were charged; their own seats count as free), in `areaId` when given. Answers the relocation with the new seats.",
    errors: {
      400: 'a bad body',
      401: 'no live session',
      403: `'${RENEWAL_CODES.notYours}': a partner is not in the caller's renewal`,
      404: 'an unknown area',
      409: `'${RENEWAL_CODES.notYourWindow}': outside the caller's window; '${RENEWAL_CODES.noSeatsTogether}': no block of free seats priced alike fits; '${RENEWAL_CODES.seatTaken}': the seats were taken meanwhile, three times`,
    },
  },
  waitingList: {
    summary:
      "The next season's waiting list as the caller sees it: NOT_YET before the day it opens, else OPEN; the hours an offer lasts; and the caller's latest entry: its place among the entries still waiting (in order of joining), or its offer of seats together and when it lapses. Once the relocation windows ended, the request first lapses the offers whose time ran out and offers the free seats in order: each waiting entry gets the best block of its size together if one fits, else keeps its place while the next is tried.",
    errors: { 401: 'no live session', 404: 'no current season, or no calendar for the next one' },
  },
  joinWaitingList: {
    summary:
      'Joins the waiting list for `partySize` seats together (1–8), at the end of the line (201); an account whose entry ended (left, declined, lapsed) joins again at the end. After the relocation windows, seats that fit may be offered at once.',
    errors: {
      400: 'a bad body',
      401: 'no live session',
      404: 'no current season, or no calendar for the next one',
      409: `'${RENEWAL_CODES.listClosed}': the list is not open; '${RENEWAL_CODES.alreadyListed}': the caller already has an entry or a seat next season`,
    },
  },
  leaveWaitingList: {
    summary: "Leaves the waiting list (LEFT): a waiting entry, or an offer not answered, whose seats pass on to the next entry that fits. Leaving twice answers 204.",
    errors: { 401: 'no live session', 404: 'no current season' },
  },
  acceptOffer: {
    summary: "Accepts the caller's live offer before it lapses: its seats become the entry's for the next season (ACCEPTED); paying them is the next season's sign-up.",
    errors: { 401: 'no live session', 404: 'no current season', 409: `'${RENEWAL_CODES.noOffer}': no live offer (none made, answered already, or lapsed)` },
  },
  declineOffer: {
    summary: "Declines the caller's live offer: the entry ends (DECLINED) and its seats pass on at once to the next entry that fits.",
    errors: { 401: 'no live session', 404: 'no current season', 409: `'${RENEWAL_CODES.noOffer}': no live offer (none made, answered already, or lapsed)` },
  },
} satisfies AreaDocs<typeof renewalEndpoints>;
