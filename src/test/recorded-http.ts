/**
 * The app's API requests in a page test, recorded and answered by the test: mock lib/http with
 * `vi.mock('…/lib/http', async (original) => ({ ...(await original()), request: (await import('…/test/recorded-http')).recordedRequest }))`
 * and set `server.answer`; `server.calls` lists what the page asked, in order.
 */
export const server = {
  calls: [] as { method: string; path: string; body: unknown }[],
  answer: (() => undefined) as (method: string, path: string) => unknown,
};

export async function recordedRequest(path: string, options: { method?: string; body?: unknown }): Promise<unknown> {
  const method = options.method ?? 'GET';
  server.calls.push({ method, path, body: options.body });
  return server.answer(method, path);
}
