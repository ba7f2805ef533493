import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Endpoint } from '../../src/api/contract.ts';
import { PURCHASE_CALLS } from '../../src/api/purchase-calls.ts';
import { QUEUE_ADMISSION_CODE, QUEUE_ADMISSION_HEADER, QUEUE_ADMISSION_REASONS, type QueueAdmissionReason } from '../../src/api/queue-admission.ts';
import { findRequestSession } from '../auth/session.ts';
import type { Db, Queryable } from '../db/db.ts';
import { errorBody } from '../http/errors.ts';
import { readSigningSecret } from '../store/settings.ts';
import { ADMISSION_MARGIN_SECONDS, admissionSigner } from './admission-token.ts';
import { visitorSigner } from './identity.ts';
import { moveVisitorPlace } from './place-transfer.ts';
import { lineGuardsCall } from './ticket-line.ts';

const HEADER = QUEUE_ADMISSION_HEADER.toLowerCase();

const MESSAGES: Record<QueueAdmissionReason, string> = {
  missing: 'This purchase call needs the admission the queue gives when it is your turn',
  invalid: 'The queue admission is not valid',
  expired: 'The queue admission has ended: your turn to buy is over',
  'not-yours': 'The queue admission was given to someone else',
  'other-flow': 'The queue admission is for another purchase',
};

function refuse(reply: FastifyReply, reason: QueueAdmissionReason): FastifyReply {
  return reply
    .code(403)
    .type('application/json; charset=utf-8')
    .send({ ...errorBody(403, MESSAGES[reason], QUEUE_ADMISSION_CODE), reason });
}

/** Whether the holder's place is inside, its permission not over (by the token's margin). */
async function isAdmitted(db: Queryable, holder: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM queue_entries
     WHERE holder = $1 AND admitted_at IS NOT NULL AND expires_at > now() - make_interval(secs => $2)`,
    [holder, ADMISSION_MARGIN_SECONDS],
  );
  return rows.length > 0;
}

/**
 * With the tracker on, every purchase call (PURCHASE_CALLS) the line guards (ticket-line.ts: a
 * ticket call only when its game's line is on) must carry an admission the queue signed for this
 * caller and flow, and the caller's place must still be inside. The signature, expiry and flow are
 * checked first, with no query beyond a ticket call's game; then who calls (the session, or the
 * signed visitor cookie), then the database. Registered before the routes it guards, as a
 * preHandler so that the body names an order's game; the other calls pay one map lookup.
 */
export async function requireQueueAdmission(api: FastifyInstance, db: Db, publicOrigin: string): Promise<void> {
  const admissions = admissionSigner(await readSigningSecret(db, 'queueAdmission'));
  const visitors = visitorSigner(await readSigningSecret(db, 'queueVisitor'), publicOrigin.startsWith('https:'));

  api.addHook('preHandler', async (request, reply) => {
    const endpoint = (request.routeOptions.config as { endpoint?: Endpoint } | undefined)?.endpoint;
    const flow = endpoint && PURCHASE_CALLS.get(endpoint);
    if (!flow || !(await lineGuardsCall(db, { endpoint, flow, params: request.params, body: request.body }))) return;
    const header = request.headers[HEADER];
    const checked = admissions.check(typeof header === 'string' ? header : undefined, flow);
    if (!checked.ok) return refuse(reply, checked.reason);

    const session = await findRequestSession(db, request); // the route reuses it
    if (!session) return; // every purchase call needs a session: the route answers 401
    const caller = `user:${session.user.id}`;
    const { holder } = checked.claims;
    if (holder !== caller) {
      // Logged in mid-flow, still with the visitor's admission: the visitor's place becomes the member's.
      if (holder !== visitors.signedVisitorOf(request)) return refuse(reply, QUEUE_ADMISSION_REASONS.notYours);
      await moveVisitorPlace(db, holder, caller);
    }
    if (!(await isAdmitted(db, caller))) return refuse(reply, QUEUE_ADMISSION_REASONS.expired);
  });
}
