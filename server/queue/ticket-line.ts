import { safeParse } from 'zod/mini';
import { idParamSchema, type Endpoint } from '../../src/api/contract.ts';
import { ticketGameOfRoute, type PurchaseFlow } from '../../src/api/queue-admission.ts';
import { ticketOrderBodySchema, ticketsEndpoints } from '../../src/api/tickets.ts';
import type { Queryable } from '../db/db.ts';

/**
 * The line per game, one rule for the tracker's routes and the purchase calls: a game's ticket
 * purchase is guarded by the line only when that game's line is on (`games.line_on`). The game is
 * the one the purchase acts on: the page's game, the body's `gameId` of the call that makes an
 * order (the one its handler reads), else the order's own game, read from the database; nothing
 * else the request names counts. A route or call whose game is not found (a garbled id, an order
 * that does not exist) is guarded: nothing is sold there, and no guess gets past the line.
 */

/** The line of the game `sql` finds by `id`; on when there is no id or no such game. */
async function lineOn(db: Queryable, sql: string, id: number | null): Promise<boolean> {
  if (id === null) return true;
  const { rows } = await db.query<{ line_on: boolean }>(sql, [id]);
  return rows[0]?.line_on ?? true;
}

const GAME_LINE = 'SELECT line_on FROM games WHERE id = $1';
const ORDER_LINE = 'SELECT g.line_on FROM ticket_orders o JOIN games g ON g.id = o.game_id WHERE o.id = $1';

function idOf(value: string | undefined): number | null {
  const parsed = safeParse(idParamSchema, value);
  return parsed.success ? parsed.data : null;
}

/** Whether the line guards a purchase route of the configuration (`QUEUE_ROUTES`): every one, but a game's ticket page only with its line on. */
export function lineGuardsRoute(db: Queryable, path: string): Promise<boolean> {
  const game = ticketGameOfRoute(path);
  return game === null ? Promise.resolve(true) : lineOn(db, GAME_LINE, idOf(game));
}

/** Whether a purchase call (PURCHASE_CALLS) needs the line's admission: every one, but a ticket call only when its game's line is on. */
export function lineGuardsCall(db: Queryable, call: { endpoint: Endpoint; flow: PurchaseFlow; params: unknown; body: unknown }): Promise<boolean> {
  const { endpoint, flow, params, body } = call;
  if (flow !== 'ticket') return Promise.resolve(true);
  if (endpoint === ticketsEndpoints.createOrder) {
    const parsed = safeParse(ticketOrderBodySchema, body);
    return lineOn(db, GAME_LINE, parsed.success ? parsed.data.gameId : null);
  }
  const orderId = typeof params === 'object' && params !== null ? (params as { id?: string }).id : undefined;
  return lineOn(db, ORDER_LINE, idOf(orderId));
}
