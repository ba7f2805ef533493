import type { memberCardEndpoints } from '../../../src/api/member-card.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

const NO_CARD = 'no card: `code` is the reason (NOT_PARTNER, PENDING, BLOCKED, NO_SEAT, NOT_PAID)';

/** What API.md says of each member-card endpoint: what it does and every non-2xx status it produces. */
export const memberCardDocs = {
  card: {
    summary: "The session member's card for the current season, or why there is none (`unavailable`).",
    errors: { 401: 'no live session' },
  },
  secret: {
    summary: "The secret the member's device makes the card's rotating code from: one per member and season, the same on every call. Not given while an employee impersonates the member.",
    errors: {
      401: 'no live session',
      403: `${NO_CARD}; or \`impersonating\`: an employee acts as the member`,
    },
  },
  renewSecret: {
    summary: "A new secret for the member's card (a new phone, a lost one): the codes made from the old one stop entering once the gates download again. Only the member, never an employee acting as them.",
    errors: {
      401: 'no live session',
      403: `${NO_CARD}; or \`impersonating\`: an employee acts as the member`,
    },
  },
  pdf: {
    summary: "The card as a PDF (application/pdf, the member's language), without the rotating code: that is only on the phone.",
    errors: { 401: 'no live session', 403: NO_CARD },
  },
} satisfies AreaDocs<typeof memberCardEndpoints>;
