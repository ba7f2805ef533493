import * as z from 'zod/mini';
import { SEAT_SIZE } from './arena';
import { endpoint, idParamSchema, idSchema, noContent } from './contract';

/**
 * Membership creation and areas (spec §3 Area, §5, §7 "Membership creation" and the areas lines
 * of "Seat change"). `:rolId` is always a rol id (1 ADULT … 7 INFANT), as elsewhere.
 */
export const membershipPaths = {
  products: (rolId: number) => `partners/create/products/${rolId}`,
  productsTerm: (rolId: number, term: MembershipTerm) => `partners/create/products-term/${rolId}/${term}`,
  sympathizerProducts: (rolId: number) => `sympathizer-with-number/create/products/${rolId}`,
  renewalProducts: (rolId: number) => `partners/create-renewal-term/products/${rolId}`,
  availability: (productId: number) => `partners/create/availability/${productId}`,
  productAreas: (productId: number) => `group-seat-change/areas/${productId}`,
  seatChangeAreas: 'partners/seat-change/areas',
  seatChangeAreasForRol: (rolId: number) => `partners/seat-change/areas/${rolId}`,
  seatChangeProductAvailability: (productId: number) => `partners/seat-change/product-availability/${productId}`,
  freeSeat: (seatId: number) => `partners/seat-change/availability/${seatId}`,
} as const;

/** Terms a new membership is sold for: the whole season, or its second half. */
export const membershipTerms = ['FULL_SEASON', 'HALF_SEASON'] as const;
export const membershipTermSchema = z.enum(membershipTerms);
export type MembershipTerm = z.infer<typeof membershipTermSchema>;

export const productKinds = ['NEW', 'RENEWAL', 'SYMPATHIZER_WITH_NUMBER', 'SEAT_CHANGE'] as const;

export const productSchema = z.object({
  id: idSchema,
  kind: z.enum(productKinds),
  /** null for products of any rol (the seat-change fee). */
  rolId: z.nullable(idSchema),
  term: z.string(),
  name: z.string(),
  /** Euros. */
  price: z.number(),
  season: z.string(),
  /** Units left; null is unlimited. */
  unitsLeft: z.nullable(z.int().check(z.nonnegative())),
  soldOut: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

export const productAvailabilitySchema = z.object({
  productId: idSchema,
  /** Units left; null is unlimited. */
  unitsLeft: z.nullable(z.int().check(z.nonnegative())),
  soldOut: z.boolean(),
});
export type ProductAvailability = z.infer<typeof productAvailabilitySchema>;

/** A price of an area for some roles (spec §3 Area prices: price, junior, rolls). */
export const areaPriceSchema = z.object({
  /** Euros. */
  price: z.number(),
  junior: z.boolean(),
  rolls: z.array(idSchema),
});
export type AreaPrice = z.infer<typeof areaPriceSchema>;

/** A seat's width in the arena's world units (seats are 1 unit apart along a row): the seat map's seatSize. */
export const ARENA_SEAT_SIZE = SEAT_SIZE;

const pointSchema = z.tuple([z.number(), z.number()]);
/** Closed polygon [[x, y], …] in the seat map's world units (one seat pitch is 1). */
const shapeSchema = z.array(pointSchema);

/**
 * SECTOR and AREA elements. Sector ids are below 100 and area ids 100 and above, so one flat
 * list never repeats an id. `available` counts the seats the caller could take; a sector's
 * figures add up those of its listed areas.
 */
export const areaGroupSchema = z.object({
  level: z.enum(['SECTOR', 'AREA']),
  id: idSchema,
  parentId: z.nullable(idSchema),
  name: z.string(),
  available: z.int().check(z.nonnegative()),
  prices: z.array(areaPriceSchema),
  shape: shapeSchema,
  /** Beyond spec: free wheelchair spaces among `available`, for the "wheelchair spaces only" filter (absent is none). */
  wheelchair: z.optional(z.int().check(z.nonnegative())),
});
export type AreaGroup = z.infer<typeof areaGroupSchema>;

/** What a seat is for the caller (src/ui/SeatMap/model.ts SeatState). */
export const seatStates = ['available', 'taken', 'current', 'unavailable'] as const;

/**
 * Beyond spec: a place for wheelchair users (a space with no fixed seat) and the companion seat
 * beside it. Anyone may pick them by hand; "best seats together" offers them only when asked.
 */
export const seatAccessKinds = ['WHEELCHAIR', 'COMPANION'] as const;
export type SeatAccess = (typeof seatAccessKinds)[number];

export const areaSeatSchema = z.object({
  level: z.literal('SEAT'),
  id: idSchema,
  parentId: idSchema,
  row: idSchema,
  number: idSchema,
  /** Centre of the seat. */
  x: z.number(),
  y: z.number(),
  state: z.enum(seatStates),
  /** Absent for an ordinary seat. */
  access: z.optional(z.enum(seatAccessKinds)),
});
export type AreaSeat = z.infer<typeof areaSeatSchema>;

export const areaElementSchema = z.discriminatedUnion('level', [areaGroupSchema, areaSeatSchema]);
export type AreaElement = z.infer<typeof areaElementSchema>;
export const areaListSchema = z.array(areaElementSchema);

/** Without parentId: the SECTOR and AREA elements; with an area id: that area's SEAT elements. */
export const areasQuerySchema = z.object({ parentId: z.optional(idParamSchema) });

/** Most partners one request may seat: a group is never larger. */
export const MAX_AREA_USERS = 20;

export const productAreasBodySchema = z.strictObject({
  /** Partner ids: the caller's own partner and ACTIVE members of the caller's group. */
  users: z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_AREA_USERS)),
  /** Accepted for the client's sake; the reference server has no visit offers. */
  visitOfferId: z.optional(z.nullable(idSchema)),
});
export type ProductAreasBody = z.infer<typeof productAreasBodySchema>;

const rolIdParams = z.object({ rolId: idParamSchema });
const idParams = z.object({ id: idParamSchema });

export const membershipEndpoints = {
  products: endpoint({
    method: 'GET',
    path: 'partners/create/products/:rolId',
    auth: 'public',
    params: rolIdParams,
    response: productListSchema,
  }),
  productsTerm: endpoint({
    method: 'GET',
    path: 'partners/create/products-term/:rolId/:term',
    auth: 'public',
    params: z.object({ rolId: idParamSchema, term: membershipTermSchema }),
    response: productListSchema,
  }),
  sympathizerProducts: endpoint({
    method: 'GET',
    path: 'sympathizer-with-number/create/products/:rolId',
    auth: 'public',
    params: rolIdParams,
    response: productListSchema,
  }),
  renewalProducts: endpoint({
    method: 'GET',
    path: 'partners/create-renewal-term/products/:rolId',
    auth: 'session',
    params: rolIdParams,
    response: productListSchema,
  }),
  availability: endpoint({
    method: 'GET',
    path: 'partners/create/availability/:id',
    auth: 'public',
    params: idParams,
    response: productAvailabilitySchema,
  }),
  productAreas: endpoint({
    method: 'POST',
    path: 'group-seat-change/areas/:id',
    auth: 'session',
    params: idParams,
    query: areasQuerySchema,
    body: productAreasBodySchema,
    response: areaListSchema,
  }),
  seatChangeAreas: endpoint({
    method: 'GET',
    path: 'partners/seat-change/areas',
    auth: 'session',
    query: areasQuerySchema,
    response: areaListSchema,
  }),
  seatChangeAreasForRol: endpoint({
    method: 'GET',
    path: 'partners/seat-change/areas/:rolId',
    auth: 'session',
    params: rolIdParams,
    query: areasQuerySchema,
    response: areaListSchema,
  }),
  seatChangeProductAvailability: endpoint({
    method: 'GET',
    path: 'partners/seat-change/product-availability/:id',
    auth: 'session',
    params: idParams,
    response: productAvailabilitySchema,
  }),
  freeSeat: endpoint({
    method: 'PUT',
    path: 'partners/seat-change/availability/:seatId',
    auth: 'session',
    params: z.object({ seatId: idParamSchema }),
    response: noContent,
  }),
};
