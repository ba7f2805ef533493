import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { echoRequestId, requestIdOf } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NGINX_ID = '7d3f5c0e9a1b4c2d8e6f0a1b2c3d4e5f';
/** What a client might send to forge log lines or fill the logs. */
const HOSTILE_IDS = ['x'.repeat(10_000), 'abc"},"level":60,"msg":"forged', 'short', 'has spaces in it', 'ünïcödé-ünïcödé'];

describe('request id', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it("the proxy's well-formed X-Request-Id is the request's id, echoed in the answer", async () => {
    const response = await test.app.inject({ url: '/api/config/partners', headers: { 'x-request-id': NGINX_ID } });
    expect(response.headers['x-request-id']).toBe(NGINX_ID);
  });

  it('without one, or with a malformed one, the request gets a new id', async () => {
    for (const headers of [{}, ...HOSTILE_IDS.map((id) => ({ 'x-request-id': id }))]) {
      const response = await test.app.inject({ url: '/api/config/partners', headers });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });

  it("is on every log line of the request, and a client's malformed id on none", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, genReqId: requestIdOf });
    echoRequestId(app);
    app.get('/work', async (request) => {
      request.log.info('working');
      return {};
    });
    await app.inject({ url: '/work', headers: { 'x-request-id': NGINX_ID } });
    for (const id of HOSTILE_IDS) await app.inject({ url: '/work', headers: { 'x-request-id': id } });
    await app.close();

    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    const requestLines = entries.filter((entry) => entry.reqId !== undefined);
    expect(requestLines.filter((entry) => entry.reqId === NGINX_ID).map((entry) => entry.msg)).toEqual(['incoming request', 'working', 'request completed']);
    expect(requestLines).toHaveLength(3 * (1 + HOSTILE_IDS.length));
    for (const id of HOSTILE_IDS) {
      expect(requestLines.some((entry) => entry.reqId === id)).toBe(false);
      expect(lines.some((line) => line.includes(JSON.stringify(id).slice(1, -1)))).toBe(false); // as JSON would write it
    }
  });
});
