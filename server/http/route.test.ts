import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint, idParamSchema, idSchema, isoDateSchema, mailSchema, noContent } from '../../src/api/contract.ts';
import type { Db } from '../db/db.ts';
import { createTestDb, sessionCookieFor } from '../test/test-app.ts';
import { HttpError, route } from './route.ts';

const echo = endpoint({
  method: 'POST',
  path: 'echo/:id',
  summary: 'test',
  auth: 'public',
  params: z.object({ id: idParamSchema }),
  body: z.strictObject({ mail: mailSchema, count: z.optional(z.int()), day: z.optional(isoDateSchema), ref: z.optional(idSchema) }),
  response: z.object({ id: z.int(), mail: z.string() }),
  errors: { 409: 'test' },
});
const mine = endpoint({ method: 'GET', path: 'mine', summary: 'test', auth: 'session', response: z.object({ mail: z.string() }), errors: {} });
const done = endpoint({ method: 'PUT', path: 'done', summary: 'test', auth: 'public', response: noContent, errors: {} });

describe('route: contract endpoints', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDb();
    app = Fastify();
    await app.register(fastifyCookie);
    app.setErrorHandler((error: HttpError, _request, reply) =>
      reply.code(error.statusCode ?? 500).send({ message: error.message, code: error.code }),
    );
    route(app, db, echo, async ({ params, body }) => {
      if (body.mail === 'taken@demo.club') throw new HttpError(409, 'Mail in use');
      return { id: params.id, mail: body.mail, secret: 'never sent' } as { id: number; mail: string };
    });
    route(app, db, mine, async ({ session }) => ({ mail: session.user.mail }));
    route(app, db, done, async () => undefined);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

  it('passes parsed params and body to the handler and sends only the contract fields', async () => {
    const response = await post('/echo/12', { mail: ' ana@demo.club ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 12, mail: 'ana@demo.club' });
  });

  it('answers 400 naming each bad field: missing, wrong type, too long, unknown', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body.mail: required'],
      [{ mail: 'ana@demo.club', count: 'two' }, 'body.count: expected number'],
      [{ mail: `${'a'.repeat(1_000_000)}@demo.club` }, 'body.mail: at most 254 characters'],
      [{ mail: 'ana@demo.club', role: 'admin' }, "body: unknown field 'role'"],
      [{ mail: 'not a mail' }, 'body.mail: must be a mail address'],
      // Values SQL would refuse with an error (a 500) are refused here first.
      [{ mail: 'ana@demo.club', day: '2001-02-30' }, 'body.day: must be a real calendar date'],
      [{ mail: 'ana@demo.club', ref: 3_000_000_000 }, 'body.ref: at most 2147483647'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/echo/1', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'invalid-body' });
    }
    const badId = await post('/echo/x1', { mail: 'ana@demo.club' });
    expect(badId.json()).toEqual({ message: 'path.id: must be a positive integer', code: 'invalid-path' });
  });

  it('turns an HttpError into its status', async () => {
    expect((await post('/echo/1', { mail: 'taken@demo.club' })).statusCode).toBe(409);
  });

  it('answers 401 on a session endpoint without a live session, and serves it with one', async () => {
    expect((await app.inject('/mine')).statusCode).toBe(401);
    expect((await app.inject({ url: '/mine', headers: { cookie: 'sid=forged' } })).statusCode).toBe(401);
    const cookie = await sessionCookieFor(db, 'socio@demo.club');
    const response = await app.inject({ url: '/mine', headers: { cookie } });
    expect(response.json()).toEqual({ mail: 'socio@demo.club' });
  });

  it('answers 204 without a body for noContent endpoints, and refuses a body they do not take', async () => {
    const response = await app.inject({ method: 'PUT', url: '/done' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await app.inject({ method: 'PUT', url: '/done', payload: { x: 1 } })).statusCode).toBe(400);
  });
});
