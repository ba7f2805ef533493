import type { FastifyPluginAsync } from 'fastify';
import { gateEndpoints, type GateDownloadPayload } from '../../src/api/gate.ts';
import type { Session } from '../auth/session.ts';
import { countRequest } from '../auth/request-limit.ts';
import { requireStaffRole } from '../auth/staff-role.ts';
import { dayKeyOf } from '../card/day-key.ts';
import { gatePublicKey, signGatePayload } from '../card/gate-signing-key.ts';
import { GATE_DOWNLOAD_LIMIT, GATE_SYNC_LIMIT } from '../card/limits.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError, route } from '../http/route.ts';
import { gateEntriesSince, insertGateEntries } from '../store/gate-entries.ts';
import { findSeasonGame, listSeasonGames } from '../store/games.ts';
import { currentSeason, listCardsWithSecrets, partnersWithoutCard } from '../store/member-cards.ts';

/** Employees at the gate, as themselves and with the gate role: a member, or an employee acting as one, gets nothing of it. */
const requireEmployee = (db: Queryable, session: Session) => requireStaffRole(db, session, 'gate');

async function seasonGame(db: Queryable, id: number) {
  const season = await currentSeason(db);
  const game = season ? await findSeasonGame(db, season, id) : null;
  if (!season || !game) throw new HttpError(404, 'No such game this season', 'game-not-found');
  return { season, game };
}

/** The gate (beyond §7): the calendar, the signing key, a game's signed download, and the entries' sync. */
export const gateRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, db, gateEndpoints.games, async ({ session }) => {
    await requireEmployee(db, session);
    const season = await currentSeason(db);
    return season ? listSeasonGames(db, season) : [];
  });

  route(app, db, gateEndpoints.key, async ({ session }) => {
    await requireEmployee(db, session);
    return gatePublicKey(db);
  });

  route(app, db, gateEndpoints.download, async ({ params, session, reply }) => {
    await requireEmployee(db, session);
    await countRequest(db, reply, [{ limit: GATE_DOWNLOAD_LIMIT, key: String(session.user.id) }]);
    const { season, game } = await seasonGame(db, params.id);
    const { expiresAt, ...gameFields } = game;
    const cards = await listCardsWithSecrets(db, season);
    // Only the day keys of the game's day: a leaked download makes no code for another day.
    const members = cards.map((card) => ({
      partnerNumber: card.partnerNumber,
      name: card.name,
      lastname: card.lastname,
      photo: card.photo,
      seat: { sector: card.seat.sector, area: card.seat.area, row: card.seat.row, number: card.seat.number },
      dayKey: dayKeyOf(card.secret, season, card.partnerNumber, game.day),
    }));
    const { entries, cursor } = await gateEntriesSince(db, game.id, 0);
    const payload: GateDownloadPayload = { game: gameFields, season, issuedAt: new Date().toISOString(), expiresAt, members, entries, cursor };
    const text = JSON.stringify(payload);
    return { payload: text, signature: await signGatePayload(db, text) };
  });

  route(app, db, gateEndpoints.sync, async ({ params, body, session, reply }) => {
    await requireEmployee(db, session);
    await countRequest(db, reply, [{ limit: GATE_SYNC_LIMIT, key: String(session.user.id) }]);
    const { season, game } = await seasonGame(db, params.id);
    const badTime = body.entries.find((entry) => Number.isNaN(Date.parse(entry.at)));
    if (badTime) throw new HttpError(400, `body.entries: '${badTime.at}' is no date-time`, 'invalid-body');
    const unknown = await partnersWithoutCard(db, season, body.entries.map((entry) => entry.partnerNumber));
    if (unknown.length > 0) throw new HttpError(400, `No member card this season: ${unknown.slice(0, 10).join(', ')}`, 'no-card');
    return db.transaction(async (tx) => {
      // One sync per game at a time: sequence numbers then commit in order, so a cursor never skips an entry still uncommitted.
      await tx.query('SELECT id FROM games WHERE id = $1 FOR UPDATE', [game.id]);
      await insertGateEntries(tx, game.id, body.entries);
      return gateEntriesSince(tx, game.id, body.since);
    });
  });
};
