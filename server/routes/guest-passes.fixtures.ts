import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { gateDownloadPayloadSchema, gatePaths, signedGateDownloadSchema, type GateDownloadPayload } from '../../src/api/gate.ts';
import { guestPassCreatedSchema, guestPassViewSchema, seasonPaths, type GuestPassCreated, type GuestPassView } from '../../src/api/season.ts';
import type { Queryable } from '../db/db.ts';
import { DEMO } from './users-test-kit.ts';

export { insertGame, partnerOf, priceEveryArea } from './releases.fixtures.ts';

/** The employee the gate's tests download with. */
export const GATE_EMPLOYEE = 'empleado@demo.club';

/** Calls /api/<path> as the cookie's user, from `ip` (each test its own, so one test's address limits stay out of the others). */
export function guestCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { cookie?: string; body?: unknown; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/${path}`,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

export const takeBackPath = (id: number) => seasonPaths.guestPass.replace(':id', String(id));

/** POST guest-passes with the demo password, for the guest Ana Pérez unless told. */
export function give(app: FastifyInstance, cookie: string, gameId: number, extra: Record<string, unknown> = {}, ip?: string) {
  return guestCall(app, 'POST', seasonPaths.guestPasses, { cookie, ip, body: { gameId, guestName: 'Ana Pérez', password: DEMO.password, ...extra } });
}

/** A give that must succeed: the pass and its token. */
export async function given(app: FastifyInstance, cookie: string, gameId: number, extra: Record<string, unknown> = {}): Promise<GuestPassCreated> {
  const response = await give(app, cookie, gameId, extra);
  if (response.statusCode !== 201) throw new Error(`give answered ${response.statusCode}: ${response.body}`);
  return guestPassCreatedSchema.parse(response.json());
}

/** POST guest-pass/open from `ip`. */
export function open(app: FastifyInstance, token: string, deviceId: string, ip?: string) {
  return guestCall(app, 'POST', seasonPaths.openGuestPass, { body: { token, deviceId }, ip });
}

/** An open that must succeed: the guest's view. */
export async function opened(app: FastifyInstance, token: string, deviceId: string): Promise<GuestPassView> {
  const response = await open(app, token, deviceId);
  if (response.statusCode !== 200) throw new Error(`open answered ${response.statusCode}: ${response.body}`);
  return guestPassViewSchema.parse(response.json());
}

/** A device id as a guest's browser makes it. */
export const newDeviceId = () => randomBytes(12).toString('hex');

/** A guest pass's ticket as the database holds it (none once taken back), and its claim of the seat. */
export async function ticketOfPass(db: Queryable, passId: number) {
  const { rows } = await db.query<{
    id: number;
    ticket_order_id: number | null;
    user_id: number;
    seat_id: number;
    holder_name: string;
    price_cents: number;
    secret: string;
    claim: string | null;
  }>(
    `SELECT t.id, t.ticket_order_id, t.user_id, t.seat_id, t.holder_name, t.price_cents, t.secret,
            (SELECT c.kind FROM game_seat_claims c WHERE c.ticket_id = t.id) AS claim
     FROM tickets t WHERE t.guest_pass_id = $1`,
    [passId],
  );
  return rows[0] ?? null;
}

/** The gate's signed download of the game, by the demo employee on a device of the test. */
export async function gateDownload(app: FastifyInstance, employeeCookie: string, gameId: number): Promise<GateDownloadPayload> {
  const path = `${gatePaths.download.replace(':id', String(gameId))}?device=gate-test-1`;
  const response = await guestCall(app, 'GET', path, { cookie: employeeCookie });
  if (response.statusCode !== 200) throw new Error(`download answered ${response.statusCode}: ${response.body}`);
  return gateDownloadPayloadSchema.parse(JSON.parse(signedGateDownloadSchema.parse(response.json()).payload));
}

/** A gate's download of the game recorded as the download records it, without reading every card. */
export async function recordDownload(db: Queryable, gameId: number): Promise<void> {
  await db.query("INSERT INTO gate_downloads (game_id, user_id, device_id) SELECT $1, id, 'gate-test-2' FROM users WHERE mail = $2", [gameId, GATE_EMPLOYEE]);
}

/** The guest's entry through a gate, as a gate's sync records it. */
export async function recordTicketEntry(db: Queryable, gameId: number, ticketId: number): Promise<void> {
  await db.query("INSERT INTO gate_entries (game_id, ticket_id, device_id, at) VALUES ($1, $2, 'gate-test-2', now())", [gameId, ticketId]);
}
