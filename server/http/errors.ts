import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody } from '../../src/api/errors.ts';

/** The error body of the contract: `{ statusCode, error, message }` (+ optional code). */
export function errorBody(statusCode: number, message: string, code?: string): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code ? { code } : {}) };
}

export function sendError(reply: FastifyReply, statusCode: number, message: string, code?: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode, message, code));
}
