import type { FastifyReply } from 'fastify';
import { safeParse } from 'zod/mini';
import type { $ZodType, input } from 'zod/v4/core';
import { loggablePath } from '../../src/api/secret-paths.ts';
import { sendError } from './errors.ts';

/**
 * Sends `data` only if it matches the contract schema the client will parse it with.
 * A mismatch is our bug, not the client's: log it and answer 500 rather than ship a body the
 * client would reject as 'invalid-response'. Unknown keys are stripped (no accidental leaks).
 */
export function sendValid<S extends $ZodType>(reply: FastifyReply, schema: S, data: input<S>): FastifyReply {
  const result = safeParse(schema, data);
  if (!result.success) {
    reply.log.error({ url: loggablePath(reply.request.url), issues: result.error.issues }, 'response failed its contract schema');
    return sendError(reply, 500, 'Response does not match the API contract');
  }
  return reply.type('application/json; charset=utf-8').send(result.data);
}
