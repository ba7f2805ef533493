import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, request } from './http';
import { onQueueAdmissionRefused, provideQueueAdmission } from './queue-admission';

const schema = z.object({ ok: z.boolean() });

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request', () => {
  it('returns the validated body, calling the API prefix with cookies', async () => {
    answer(200, { ok: true, extra: 1 });
    await expect(request('config/partners', { schema })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/config/partners', expect.objectContaining({ credentials: 'same-origin', method: 'GET' }));
  });

  it('sends a JSON body', async () => {
    answer(200, { ok: true });
    await request('users/login', { schema, method: 'POST', body: { mail: 'a@b.es' } });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.body).toBe('{"mail":"a@b.es"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('an HTTP error carries status, code and message from the body', async () => {
    answer(466, { statusCode: 466, error: 'partner has no payments', message: 'User not validated' });
    const error = await failure(request('users/login', { schema }));
    expect(error).toMatchObject({ kind: 'http', status: 466, code: 'partner has no payments', serverMessage: 'User not validated' });
    expect(error.isClientError).toBe(true);
  });

  it('a purchase call sends the queue admission and reports its refusal; other calls do neither', async () => {
    const unprovide = provideQueueAdmission(() => 'token.mac');
    const refused = vi.fn();
    const unsubscribe = onQueueAdmissionRefused(refused);
    try {
      answer(403, { statusCode: 403, code: 'queue-admission-required', reason: 'expired' });
      const error = await failure(request('signup/orders', { schema, method: 'POST', body: {}, purchase: true }));
      expect(error).toMatchObject({ status: 403, code: 'queue-admission-required' });
      expect(vi.mocked(fetch).mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-Queue-Admission': 'token.mac' });
      expect(refused).toHaveBeenCalledTimes(1);
      answer(403, { statusCode: 403, code: 'queue-admission-required' });
      await failure(request('signup/orders/latest', { schema }));
      expect(vi.mocked(fetch).mock.calls[0]?.[1]?.headers).not.toHaveProperty('X-Queue-Admission');
      expect(refused).toHaveBeenCalledTimes(1);
    } finally {
      unprovide();
      unsubscribe();
    }
  });

  it('an HTTP error with a body that is not JSON still has its status', async () => {
    answer(502, '<html>Bad gateway</html>');
    expect(await failure(request('pages/information', { schema }))).toMatchObject({ kind: 'http', status: 502, code: null, isClientError: false });
  });

  it('a body that fails its schema is an invalid-response error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(200, { ok: 'yes' });
    expect(await failure(request('config/partners', { schema }))).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('an empty or non-JSON success body is an invalid-response error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(200, 'not json');
    expect(await failure(request('config/partners', { schema }))).toMatchObject({ kind: 'invalid-response' });
  });

  it('a failed connection is a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await failure(request('config/partners', { schema }))).toMatchObject({ kind: 'network', status: null });
  });

  it('leaves no timer behind, answered or not (a pending one kept Node, e.g. the prerender, alive for the whole timeout)', async () => {
    vi.useFakeTimers();
    answer(200, { ok: true });
    await request('config/partners', { schema });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await failure(request('config/partners', { schema }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a request that outlives its timeout is a timeout error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    expect(await failure(request('config/partners', { schema, timeoutMs: 20 }))).toMatchObject({ kind: 'timeout' });
  });

  it('a request its caller cancels rejects with the caller\'s abort, not an API error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const caller = new AbortController();
    const pending = request('config/partners', { schema, signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
