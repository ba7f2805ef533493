import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { sendError } from '../http/errors.ts';
import { seasonCalendarSchema } from '../../src/api/renewal.ts';
import { endPermissions } from '../queue/entries.ts';
import type { QueueTracker } from '../queue/tracker.ts';
import { saveSeasonCalendar } from '../store/season-calendars.ts';

/** Where the test controls answer: outside /api, so no client of the contract can reach one by mistake. */
export const TEST_CONTROLS_PREFIX = '/test-controls';

const openingBody = z.object({ opensAt: z.iso.datetime({ offset: true }) });

/**
 * What a browser test moves instead of waiting on the clock (TEST_CONTROLS=on, which a production
 * server refuses); each does what time or an operator would do, through the same code the product
 * runs. On every server: a season's campaign calendar (the renewal's deadline passed, a relocation
 * window open).
 */
export function registerTestControls(app: FastifyInstance, db: Db): void {
  app.post(`${TEST_CONTROLS_PREFIX}/season-calendar`, async (request, reply) => {
    const body = seasonCalendarSchema.safeParse(request.body);
    if (!body.success) return sendError(reply, 400, 'a season calendar (src/api/renewal.ts seasonCalendarSchema)');
    await saveSeasonCalendar(db, body.data);
    return reply.code(204).send();
  });
}

/** On a server whose queue tracker is on: the sale's opening, and the end of the permissions in the line. */
export function registerQueueTestControls(app: FastifyInstance, db: Db, tracker: QueueTracker): void {
  app.post(`${TEST_CONTROLS_PREFIX}/queue/opening`, async (request, reply) => {
    const body = openingBody.safeParse(request.body);
    if (!body.success) return sendError(reply, 400, 'opensAt: an ISO 8601 date and time with a time zone');
    tracker.moveOpening(new Date(body.data.opensAt));
    return reply.code(204).send();
  });
  app.post(`${TEST_CONTROLS_PREFIX}/queue/permissions/end`, async (_request, reply) => {
    await endPermissions(db);
    return reply.code(204).send();
  });
}
