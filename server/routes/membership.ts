import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { membershipEndpoints as endpoints, type AreaElement } from '../../src/api/membership.ts';
import { findRequestSession, type Session } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { freeHeldSeat, listAreas, listAreaSeats, type ArenaViewer } from '../store/arena.ts';
import { partnerIdsOfUser, rolOfUsersPartner, rolsOfPartnersActedFor } from '../store/arena-partners.ts';
import { availabilityOf, findProduct, listProducts, rolExists } from '../store/products.ts';
import { readServerConfig } from '../store/settings.ts';

/** Membership creation (products and their availability) and the areas of the seat map. */
export const membershipRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  /** Spec §5: membership creation only while the club allows it (settings row, read per request). */
  const requireCreationOpen = async () => {
    if (!(await readServerConfig(db)).enablePartnerCreation) throw new HttpError(403, 'Membership creation is disabled');
  };
  const requireRol = async (rolId: number) => {
    if (!(await rolExists(db, rolId))) throw new HttpError(404, 'Rol not found');
  };

  /** A visitor with a session sees the units their own live order reserved as theirs, not sold out. */
  const sessionUserOf = async (request: FastifyRequest) => (await findRequestSession(db, request))?.user.id ?? null;

  route(app, db, endpoints.products, async ({ params, request }) => {
    await requireCreationOpen();
    await requireRol(params.rolId);
    return listProducts(db, { kind: 'NEW', rolId: params.rolId, viewerId: await sessionUserOf(request) });
  });

  route(app, db, endpoints.productsTerm, async ({ params, request }) => {
    await requireCreationOpen();
    await requireRol(params.rolId);
    return listProducts(db, { kind: 'NEW', rolId: params.rolId, term: params.term, viewerId: await sessionUserOf(request) });
  });

  route(app, db, endpoints.sympathizerProducts, async ({ params }) => {
    await requireCreationOpen();
    await requireRol(params.rolId);
    return listProducts(db, { kind: 'SYMPATHIZER_WITH_NUMBER', rolId: params.rolId });
  });

  route(app, db, endpoints.renewalProducts, async ({ params, session }) => {
    await requireCreationOpen();
    if (!session.user.partner && !session.user.specialRenewal) throw new HttpError(403, 'Only partners can renew');
    await requireRol(params.rolId);
    return listProducts(db, { kind: 'RENEWAL', rolId: params.rolId, viewerId: session.user.id });
  });

  route(app, db, endpoints.availability, async ({ params, request }) => {
    await requireCreationOpen();
    const product = await findProduct(db, params.id, ['NEW', 'RENEWAL', 'SYMPATHIZER_WITH_NUMBER'], await sessionUserOf(request));
    if (!product) throw new HttpError(404, 'Product not found');
    return availabilityOf(product);
  });

  route(app, db, endpoints.productAreas, async ({ params, query, body, session }) => {
    const product = await findProduct(db, params.id, ['NEW', 'RENEWAL', 'SEAT_CHANGE'], session.user.id);
    if (!product) throw new HttpError(404, 'Product not found');
    if (product.soldOut) throw new HttpError(409, 'Product sold out');
    const rolIds = await rolsOfPartnersActedFor(db, session.user.id, body.users);
    if (!rolIds) throw new HttpError(403, 'You can only choose seats for yourself and your group');
    return arenaFor(db, { userId: session.user.id, rolIds, partnerIds: body.users }, query.parentId);
  });

  route(app, db, endpoints.seatChangeAreas, async ({ query, session }) => {
    const rolId = await rolOfUsersPartner(db, session.user.id);
    if (rolId === null) throw new HttpError(403, 'Seat change needs a partner profile with a rol');
    return arenaFor(db, await viewerOf(db, session, rolId), query.parentId);
  });

  route(app, db, endpoints.seatChangeAreasForRol, async ({ params, query, session }) => {
    await requireRol(params.rolId);
    return arenaFor(db, await viewerOf(db, session, params.rolId), query.parentId);
  });

  route(app, db, endpoints.seatChangeProductAvailability, async ({ params }) => {
    const product = await findProduct(db, params.id, ['SEAT_CHANGE']);
    if (!product) throw new HttpError(404, 'Product not found');
    return availabilityOf(product);
  });

  route(app, db, endpoints.freeSeat, async ({ params, session }) => {
    const freed = await db.transaction((tx) => freeHeldSeat(tx, params.seatId, session.user.id));
    if (!freed) throw new HttpError(404, 'No seat held by your seat change');
    return undefined;
  });
};

/** Sectors and areas, or with `parentId` the seats of that area. */
async function arenaFor(db: Db, viewer: ArenaViewer, parentId: number | undefined): Promise<AreaElement[]> {
  if (parentId === undefined) return listAreas(db, viewer);
  const seats = await listAreaSeats(db, parentId, viewer);
  if (!seats) throw new HttpError(404, 'Area not found');
  return seats;
}

/** The caller sees their own and their group's SOLD seats as "current". */
async function viewerOf(db: Db, session: Session, rolId: number): Promise<ArenaViewer> {
  return { userId: session.user.id, rolIds: [rolId], partnerIds: await partnerIdsOfUser(db, session.user.id) };
}

