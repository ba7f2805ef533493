import { RELEASE_CODES, type releasesEndpoints } from '../../../src/api/releases.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

/** What API.md says of each release and credit endpoint: what it does and every non-2xx status it produces. */
export const releasesDocs = {
  list: {
    summary:
      "The partners the caller may release a seat for (their own partner and the ACTIVE members of groups they own as an ACTIVE owner, each ACTIVE, not blocked, with a seat), the season's games still to come with their deadline (tip-off minus settings.release_deadline_minutes, on the database's clock) and `open`, and per game and partner the credit a sale would bring (settings.release_share_percent of the game's ticket price for the seat's area, rounded down to the cent) and their release if any. A seat whose area has no ticket price for the game is left out of that game, unless it was released. Empty lists for a caller without a partner.",
    errors: { 401: 'no live session' },
  },
  release: {
    summary:
      "Releases the partner's seat for one game (201 with the release, RELEASED): on sale as that game's ticket until it sells or the caller takes it back. The partner's season seat is locked first, so two releases of one partner for one game answer one 201 and one 409.",
    errors: {
      400: 'a bad body',
      401: 'no live session',
      403: `'${RELEASE_CODES.notYours}': the partner is neither the caller's nor an ACTIVE member of a group the caller owns, is blocked or pending, or has no seat`,
      404: "'game-not-found': no such game this season",
      409: `'${RELEASE_CODES.deadlinePassed}': the deadline passed (database clock); '${RELEASE_CODES.noPrice}': the game has no ticket price for the seat's area; '${RELEASE_CODES.alreadyReleased}': the partner's seat is already released or sold for that game; '${RELEASE_CODES.seatGiven}': the partner's seat is given to a guest for that game`,
    },
  },
  takeBack: {
    summary:
      'Takes a release back (TAKEN_BACK): the member sits there again. The release row is locked first, as a buyer\'s hold locks it, so a take-back and a hold on one seat wait for each other and one wins. A release already taken back answers 204 again.',
    errors: {
      400: 'id is not a positive integer',
      401: 'no live session',
      404: "'release-not-found': no such release, or one the caller may not act for (never told apart)",
      409: `'${RELEASE_CODES.sold}': the seat sold for that game; '${RELEASE_CODES.held}': a buyer holds it right now; '${RELEASE_CODES.deadlinePassed}': the deadline passed`,
    },
  },
  credits: {
    summary:
      "The credit ledger of the caller's own partner, newest line first, each with the game and seat it came from, and the balance (the sum of the lines). Lines are only ever added. Empty for a caller without a partner.",
    errors: { 401: 'no live session' },
  },
} satisfies AreaDocs<typeof releasesEndpoints>;
