import type { membershipEndpoints } from '../../../src/api/membership.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

const creationClosed = 'settings.enable_partner_creation is off';
const unknownRol = 'no rol with that id';
const unknownParent = 'parentId is not an area';
/** §5 applies server-side: the lists hold only areas with available seats and a price for the roles. */
const areasRule = 'Only areas with available > 0 and a price for the roles are listed (sectors: those holding one).';

/** What API.md says of each membership endpoint: what it does and every non-2xx status it produces. */
export const membershipDocs = {
  products: {
    summary: 'New-membership products of a rol, every term (public: sign-up comes before the account).',
    errors: { 403: creationClosed, 404: unknownRol },
  },
  productsTerm: {
    summary: 'New-membership products of a rol for one term (FULL_SEASON or HALF_SEASON).',
    errors: { 403: creationClosed, 404: unknownRol },
  },
  sympathizerProducts: {
    summary: 'Sympathizer-with-number products of a rol.',
    errors: { 403: creationClosed, 404: unknownRol },
  },
  renewalProducts: {
    summary: 'Renewal products of a rol, for a partner or a special-renewal account.',
    errors: {
      403: `${creationClosed}, or the caller has no partner profile and no special renewal`,
      404: unknownRol,
    },
  },
  availability: {
    summary: 'Units left of a new-membership, renewal or sympathizer product.',
    errors: { 403: creationClosed, 404: 'no active NEW, RENEWAL or SYMPATHIZER_WITH_NUMBER product with that id' },
  },
  productAreas: {
    summary: `Areas where product :id can seat these partners, prices filtered to their rols. ${areasRule}`,
    errors: {
      403: "a user is neither the caller's partner nor an ACTIVE member of the caller's group",
      404: `no active NEW, RENEWAL or SEAT_CHANGE product with that id, or ${unknownParent}`,
      409: 'the product is sold out',
    },
  },
  seatChangeAreas: {
    summary: `Areas for a seat change at the caller's partner's rol. ${areasRule}`,
    errors: { 403: 'the caller has no partner profile (or it has no rol)', 404: unknownParent },
  },
  seatChangeAreasForRol: {
    summary: `Areas for a seat change at one rol. ${areasRule}`,
    errors: { 404: `${unknownRol}, or ${unknownParent}` },
  },
  seatChangeProductAvailability: {
    summary: 'Units left of a seat-change product.',
    errors: { 404: 'no active SEAT_CHANGE product with that id' },
  },
  freeSeat: {
    summary: "Frees a seat (old flow): drops its HELD claim and the seat change's pick of it.",
    errors: {
      404: "the seat has no HELD claim of one of the caller's live seat changes (an overdue change is expired first)",
      409: "the change holding it is not OPEN or CONFIRMED (e.g. waiting for payment; code 'seat-change-not-open'). Freeing a seat sets the change back to OPEN, unconfirmed",
    },
  },
} satisfies AreaDocs<typeof membershipEndpoints>;
