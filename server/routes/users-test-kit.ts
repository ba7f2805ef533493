import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/db.ts';

/** Helpers shared by the users area's test files. */

export type Method = 'GET' | 'POST' | 'PUT';

/** Calls /api/<path>; a distinct `ip` per test keeps the per-IP rate limit of one test out of the others. */
export function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  options: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/${path}`,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

/** The `cookie` header value that replays the cookies a response set (empty ones are cleared cookies). */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

/** Expects an error body with that status and message (and `code` when given). */
export function expectError(response: LightMyRequestResponse, status: number, message: string | RegExp): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ statusCode: number; message: string }>();
  expect(body.statusCode).toBe(status);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

/** The last mail queued for the recipient, and the hash its link carries. */
export async function lastMail(db: Db, recipient: string): Promise<{ body: string; hash: string | undefined }> {
  const { rows } = await db.query<{ body: string }>(
    'SELECT body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  const body = rows[0]?.body ?? '';
  return { body, hash: /\/([A-Za-z0-9_-]{43})(?:\/|\b)/.exec(body)?.[1] ?? /: ([A-Za-z0-9_-]{43})$/.exec(body)?.[1] };
}

export const DEMO = { password: 'Demo2526!', pin: '1234' } as const;

/** A valid 1×1 PNG as a data URL. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
