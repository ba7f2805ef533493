import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody, LimitExceededFields } from '../../src/api/errors.ts';

/** The error body of the contract: `{ statusCode, error, message }` (+ optional code, and a limit's fields on a 429). */
export function errorBody(statusCode: number, message: string, code?: string, extra?: LimitExceededFields): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code ? { code } : {}), ...extra };
}

export function sendError(reply: FastifyReply, statusCode: number, message: string, code?: string, extra?: LimitExceededFields): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode, message, code, extra));
}
