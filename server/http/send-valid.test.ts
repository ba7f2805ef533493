import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../src/api/errors.ts';
import { sendValid } from './send-valid.ts';

describe('sendValid', () => {
  const schema = z.object({ id: z.number().int(), name: z.string() });

  async function appSending(data: unknown) {
    const app = Fastify();
    app.get('/', async (_request, reply) => sendValid(reply, schema, data as z.input<typeof schema>));
    return app;
  }

  it('sends data that matches, stripping keys the contract does not know', async () => {
    const app = await appSending({ id: 1, name: 'Ribera', password_hash: 'secret' });
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, name: 'Ribera' });
  });

  it('answers 500 with a contract error body when the data does not match', async () => {
    const app = await appSending({ id: 'one', name: 'Ribera' });
    const response = await app.inject('/');
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body).toMatchObject({ statusCode: 500, error: 'Internal Server Error' });
    expect(response.body).not.toContain('one'); // the offending data is logged, not sent
  });
});
