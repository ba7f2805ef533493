import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeParse } from 'zod/mini';
import type { $ZodIssue, $ZodType, output } from 'zod/v4/core';
import type { Endpoint } from '../../src/api/contract.ts';
import { findRequestSession, type Session } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { sendError } from './errors.ts';
import { rememberSessionLanguage } from './limit-exceeded.ts';
import { countedCall, hitsOf } from './limits.ts';
import { sendValid } from './send-valid.ts';

/** Thrown by handlers and stores for an expected failure: becomes `{statusCode, error, message, code}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type Out<S> = S extends $ZodType ? output<S> : undefined;

export interface RouteContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /**
   * Set for `auth: 'session'` endpoints (401 before the handler otherwise). Public endpoints get
   * null: the lookup (two queries) is not paid on every public read such as config/partners.
   */
  session: E['auth'] extends 'session' ? Session : null;
}

export type RouteResult<E extends Endpoint> = E['response'] extends $ZodType ? output<E['response']> : never;

/**
 * Registers one contract endpoint: parses params, query and body with its schemas (400 naming
 * each problem), checks the session, counts the call under the endpoint's limits (429 past one;
 * those with `when` are counted by the handler), runs the handler and sends its result through
 * the response schema (sendValid). 204 when the response is `noContent`.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  db: Db,
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<RouteResult<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    config: { endpoint },
    handler: async (request, reply) => {
      const params = parsePart('path', endpoint.params, request.params);
      const query = parsePart('query', endpoint.query, request.query);
      const body = parsePart('body', endpoint.body, request.body);
      const session = endpoint.auth === 'session' ? await findRequestSession(db, request) : null;
      if (endpoint.auth === 'session' && !session) return sendError(reply, 401, 'Not logged in');
      rememberSessionLanguage(request, session?.user.language);
      const context = { request, reply, params, query, body, session } as RouteContext<E>;
      const counted = (endpoint.limits ?? []).filter((limit) => limit.when === undefined);
      const hits = hitsOf(counted, { request, userId: session?.user.id ?? null, params, body });
      const answered2xx = () => reply.statusCode < 300;
      const result = hits.length > 0 ? await countedCall(db, reply, hits, () => handler(context), answered2xx) : await handler(context);
      if (reply.sent) return reply;
      if (result === undefined) return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send();
      return sendValid(reply, endpoint.response, result);
    },
  });
}

/** Undefined schema: nothing is expected (a body, if sent, is ignored only for GET/DELETE). */
function parsePart(part: 'path' | 'query' | 'body', schema: $ZodType | undefined, value: unknown): unknown {
  if (!schema) {
    if (part === 'body' && value !== undefined && value !== null && !isEmptyObject(value)) {
      throw new HttpError(400, 'This call takes no body', 'invalid-body');
    }
    return undefined;
  }
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  throw new HttpError(400, describeIssues(part, result.error.issues, value), `invalid-${part}`);
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/** "body.mail: expected string, got number; body: unknown field 'x'" — short enough to log and show. */
export function describeIssues(part: string, issues: readonly $ZodIssue[], value: unknown): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issueText(issue, valueAt(value, issue.path))}`)
    .join('; ');
}

/** The offending input (zod does not keep it unless asked, and it may be 1 MB). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (current, key) => (typeof current === 'object' && current !== null ? (current as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );
}

function issueText(issue: $ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined ? 'required' : `expected ${issue.expected}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''}`;
    case 'too_small':
      return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''}`;
    case 'invalid_format':
      return issue.message && issue.message !== 'Invalid input' ? issue.message : `must be a valid ${issue.format}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return issue.message && issue.message !== 'Invalid input' ? issue.message : 'invalid';
  }
}
