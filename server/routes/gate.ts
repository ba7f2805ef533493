import type { FastifyPluginAsync } from 'fastify';
import { gateDownloadOpen, gateEndpoints, type GateDownloadPayload } from '../../src/api/gate.ts';
import type { Session } from '../auth/session.ts';
import { requireStaffRole } from '../auth/staff-role.ts';
import { dayKeyOf } from '../card/day-key.ts';
import { gatePublicKey, signGatePayload } from '../card/gate-signing-key.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { recordGateDownload } from '../store/gate-downloads.ts';
import { findGatePhoto } from '../store/gate-photos.ts';
import { gateEntriesSince, recordGateUpload } from '../store/gate-entries.ts';
import { recordGateTicketUpload } from '../store/gate-ticket-entries.ts';
import { listGateTickets, partnersWithSeatGiven, partnersWithSeatSold } from '../store/gate-tickets.ts';
import { findSeasonGame, listSeasonGames } from '../store/games.ts';
import { currentSeason, listCardsWithSecrets } from '../store/member-cards.ts';

/** Employees at the gate, as themselves and with the gate role: a member, or an employee acting as one, gets nothing of it. */
const requireEmployee = (db: Queryable, session: Session) => requireStaffRole(db, session, 'gate');

async function seasonGame(db: Queryable, id: number) {
  const season = await currentSeason(db);
  const game = season ? await findSeasonGame(db, season, id) : null;
  if (!season || !game) throw new HttpError(404, 'No such game this season', 'game-not-found');
  return { season, game };
}

/** A photo's bytes never change under their hash: a year, private (staff only, a member's face). */
const PHOTO_CACHE = 'private, max-age=31536000, immutable';

/** The gate (beyond §7): the calendar, the signing key, a game's signed download (cards and tickets) and its photos, and the entries' sync. */
export const gateRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  route(app, db, gateEndpoints.games, async ({ session }) => {
    await requireEmployee(db, session);
    const season = await currentSeason(db);
    return season ? listSeasonGames(db, season) : [];
  });

  route(app, db, gateEndpoints.key, async ({ session }) => {
    await requireEmployee(db, session);
    return gatePublicKey(db);
  });

  route(app, db, gateEndpoints.download, async ({ params, query, session }) => {
    await requireEmployee(db, session);
    const { season, game } = await seasonGame(db, params.id);
    const at = now();
    // A download is every member's day key for that day: none kept on a device for days ahead.
    if (!gateDownloadOpen(game.day, at.getTime())) throw new HttpError(409, "Only today's or tomorrow's game can be downloaded", 'game-not-open');
    await db.transaction((tx) => recordGateDownload(tx, { gameId: game.id, userId: session.user.id, deviceId: query.device, at }));
    const { expiresAt, ...gameFields } = game;
    const cards = await listCardsWithSecrets(db, season);
    const seatSold = await partnersWithSeatSold(db, game.id);
    const seatGiven = await partnersWithSeatGiven(db, game.id);
    // Only the day keys of the game's day: a leaked download makes no code for another day.
    const members = cards.map((card) => ({
      partnerNumber: card.partnerNumber,
      name: card.name,
      lastname: card.lastname,
      photoSha256: card.photoSha256,
      seat: { sector: card.seat.sector, area: card.seat.area, row: card.seat.row, number: card.seat.number },
      dayKey: dayKeyOf(card.secret, season, card.partnerNumber, game.day),
      ...(seatSold.has(card.partnerNumber) && { seatSoldForGame: true as const }),
      ...(seatGiven.has(card.partnerNumber) && { seatGivenForGame: true as const }),
    }));
    const tickets = await listGateTickets(db, game.id, game.day);
    const { entries, ticketEntries, cursor } = await gateEntriesSince(db, game.id, 0);
    const payload: GateDownloadPayload = { game: gameFields, season, issuedAt: at.toISOString(), expiresAt, members, tickets, entries, ticketEntries, cursor };
    const text = JSON.stringify(payload);
    return { payload: text, signature: await signGatePayload(db, text) };
  });

  route(app, db, gateEndpoints.photo, async ({ params, session, reply }) => {
    await requireEmployee(db, session);
    const jpeg = await findGatePhoto(db, params.hash);
    if (!jpeg) throw new HttpError(404, 'No confirmed photo has this hash', 'photo-not-found');
    return reply.header('content-type', 'image/jpeg').header('cache-control', PHOTO_CACHE).send(jpeg);
  });

  route(app, db, gateEndpoints.sync, async ({ params, body, session }) => {
    await requireEmployee(db, session);
    const { season, game } = await seasonGame(db, params.id);
    const badTime = [...body.entries, ...body.ticketEntries].find((entry) => Number.isNaN(Date.parse(entry.at)));
    if (badTime) throw new HttpError(400, `body.entries: '${badTime.at}' is no date-time`, 'invalid-body');
    return db.transaction(async (tx) => {
      // One sync per game at a time: sequence numbers then commit in order, so a cursor never skips an
      // entry still uncommitted, and a device's cap is counted and filled in one step.
      await tx.query('SELECT id FROM games WHERE id = $1 FOR UPDATE', [game.id]);
      // Refused entries are answered one by one: one blocked card never stops the gate's other entries.
      const refused = await recordGateUpload(tx, { gameId: game.id, season, deviceId: body.deviceId, entries: body.entries });
      const ticketRefused = await recordGateTicketUpload(tx, { gameId: game.id, deviceId: body.deviceId, entries: body.ticketEntries });
      return { ...(await gateEntriesSince(tx, game.id, body.since)), refused, ticketRefused };
    });
  });
};
