import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepLinkPaths } from '../../src/api/deep-link.ts';
import { QUEUE_SOCKET_PATH } from '../../src/api/queue.ts';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { readSigningSecret } from '../store/settings.ts';
import { createTestDb, TEST_LANGUAGES, TEST_PUBLIC_ORIGIN } from '../test/test-app.ts';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

describe('one key signing both the queue visitor cookie and the deep links', () => {
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    db = await createTestDb();
    const queue = { capacity: 1, permissionSeconds: 60, graceSeconds: 1, purchaseRoutes: ['/abonado/cambio-asiento/checkout'] };
    app = await buildApp({ db, localesDir: '/nonexistent', languages: TEST_LANGUAGES, publicOrigin: TEST_PUBLIC_ORIGIN, queue });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** The visitor cookie a handshake sends back: none when the one it carried was accepted. */
  const handshake = async (cookie: string) => {
    const response = await fetch(`${base}${QUEUE_SOCKET_PATH}?EIO=4&transport=polling`, { headers: { cookie } });
    await response.body?.cancel();
    return response.headers.getSetCookie().find((value) => value.startsWith('qv='));
  };

  it('a visitor cookie signed with the deep-link secret is not accepted', async () => {
    const id = randomBytes(16).toString('base64url');
    const ownCookie = (await handshake('')) ?? '';
    expect(await handshake(ownCookie.split(';')[0]!)).toBeUndefined(); // the server's own cookie passes
    const forged = `qv=${id}.${hmac(await readSigningSecret(db, 'deepLink'), `queue-visitor:${id}`)}`;
    expect(await handshake(forged)).toMatch(/^qv=/); // a new place, not the one it names
  });

  it('a deep link signed with the visitor cookie key is not accepted', async () => {
    const body = Buffer.from(
      JSON.stringify({ jti: randomUUID(), type: 'REDIRECT', redirectUrl: '/abonado/perfil', exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    const token = `${body}.${hmac(await readSigningSecret(db, 'queueVisitor'), body)}`;
    const response = await app.inject({ method: 'POST', url: `/api/${deepLinkPaths.resolve}`, payload: { token } });
    expect(response.statusCode).toBe(404);
  });
});
