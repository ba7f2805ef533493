/** What a browser meets when the process behind the proxy dies mid-request: it tries again. */
const RETRIED_STATUSES = new Set([502, 503, 504]);
const RETRY_EVERY_MS = 500;
/** Longer than a process's restart plus nginx's fail_timeout (10 s): with one process, the whole outage. */
const RETRY_FOR_MS = 45_000;

export class StepError extends Error {
  /** `kind`: the step and what went wrong, as errors are counted ("hold: 409 seat-taken"). */
  constructor(kind) {
    super(kind);
    this.kind = kind;
  }
}

/**
 * One request of a buyer's `step`, tried again on a network error or a proxy's 502/503/504 for
 * RETRY_FOR_MS (a request that needed it is counted once in `tally` as "<step>: retried after
 * <why>"); throws a StepError for any other failure. Resolves with the Response (its body unread)
 * when `ok(status)`.
 */
export async function request(tally, step, url, init, ok = (status) => status >= 200 && status < 300) {
  const deadline = Date.now() + RETRY_FOR_MS;
  let firstWhy;
  for (;;) {
    let why;
    try {
      const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(60_000) });
      if (ok(response.status)) {
        if (firstWhy) tally.add(`${step}: retried after ${firstWhy}`);
        return response;
      }
      if (!RETRIED_STATUSES.has(response.status)) {
        const body = await response.text();
        const code = /"code":"([^"]+)"/.exec(body)?.[1] ?? '';
        throw new StepError(`${step}: ${response.status} ${code}`.trim());
      }
      await response.body?.cancel();
      why = String(response.status);
    } catch (error) {
      if (error instanceof StepError) throw error;
      why = error.name === 'TimeoutError' ? 'timeout' : 'network';
    }
    firstWhy ??= why;
    if (Date.now() > deadline) throw new StepError(`${step}: ${why} for ${RETRY_FOR_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, RETRY_EVERY_MS));
  }
}

/** A JSON call to the club's API (through the proxy) as `headers`; resolves with the parsed body. */
export async function apiJson(tally, step, base, headers, method, path, payload) {
  const response = await request(tally, step, `${base}/api/${path}`, {
    method,
    headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  if (response.status === 204) return undefined;
  // The process died while sending the body: the answer is lost, as for a reset before it.
  return response.json().catch(() => Promise.reject(new StepError(`${step}: answer cut off`)));
}

/** The buyer's decision on the payment provider's page of `transaction` (APPROVED or DECLINED), sent as its form does. */
export async function decideAtProvider(tally, transaction, outcome) {
  const form = new URLSearchParams(new URL(transaction).searchParams);
  form.set('outcome', outcome);
  const decided = await request(
    tally,
    'provider decision',
    new URL('/pay', transaction),
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
    (status) => status === 303,
  );
  await decided.body?.cancel();
}
