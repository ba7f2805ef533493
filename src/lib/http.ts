import * as z from 'zod/mini';
import { apiErrorBodySchema } from '../api/errors';
import { environment } from './config';
import { isQueueAdmissionRefusal, queueAdmissionHeaders, queueAdmissionRefused } from './queue-admission';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

/** The one error every API call throws: HTTP status with the server's code/message, or a transport failure. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
    readonly serverMessage: string | null = null,
    /** From a 429's Retry-After header: when the server will accept the call again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${kind} error on ${path}${status ? ` (${status})` : ''}${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'ApiError';
  }

  /** A client error (4xx): retrying the same request cannot help. */
  get isClientError(): boolean {
    return this.kind === 'http' && this.status !== null && this.status < 500;
  }
}

export interface RequestOptions<T> {
  /** Any zod schema (the contract uses zod/mini to keep the bundle small). */
  schema: z.ZodMiniType<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * The call needs a live session (spec §7 calls of the private area): a 401 means the session
   * has ended, and every listener of onSessionExpired hears it.
   */
  session?: boolean;
  /** A purchase call (issue 31): it carries the queue admission, and a refusal tells the queue tracker. */
  purchase?: boolean;
}

type SessionExpiredListener = (path: string) => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Subscribes to "a session call answered 401"; returns the unsubscribe. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Calls `${apiPrefix}${path}` with cookies and returns the body validated by `schema`. */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { response, body } = await exchange(path, options, 'application/json', readJson);
  const parsed = z.safeParse(options.schema, body);
  if (!parsed.success) {
    console.warn(`Invalid response from ${path}`, parsed.error.issues);
    throw new ApiError('invalid-response', path, response.status);
  }
  return parsed.data;
}

/** A GET of a file (a photo): its bytes, with request()'s errors, session rule and deadline. */
export async function requestBytes(path: string, options: Pick<RequestOptions<unknown>, 'timeoutMs' | 'signal' | 'session'> = {}): Promise<ArrayBuffer> {
  return (await exchange(path, options, '*/*', (response) => response.arrayBuffer())).body;
}

/** One call: the answer's body read by `read` within the deadline, or the one ApiError. */
async function exchange<B>(
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'>,
  accept: string,
  read: (response: Response) => Promise<B>,
): Promise<{ response: Response; body: B }> {
  const { method = 'GET', body, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const deadline = abortAfter(timeoutMs, options.signal);
  let response: Response;
  try {
    response = await fetch(`${environment.apiPrefix}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: accept,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.purchase ? queueAdmissionHeaders() : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: deadline.signal,
    });
  } catch (cause) {
    deadline.clear();
    if (deadline.timedOut()) throw new ApiError('timeout', path);
    if (options.signal?.aborted) throw cause;
    throw new ApiError('network', path);
  }
  if (!response.ok) {
    const errorBody = apiErrorBodySchema.safeParse(await readJson(response).finally(deadline.clear));
    const detail = errorBody.success ? errorBody.data : {};
    if (response.status === 401 && options.session) sessionExpiredListeners.forEach((listener) => listener(path));
    if (options.purchase && isQueueAdmissionRefusal(response.status, detail.code)) queueAdmissionRefused();
    throw new ApiError('http', path, response.status, detail.code ?? detail.error ?? null, detail.message ?? null, retryAfter(response));
  }
  try {
    return { response, body: await read(response) };
  } catch {
    throw new ApiError(deadline.timedOut() ? 'timeout' : 'network', path, response.status);
  } finally {
    deadline.clear();
  }
}

/** A signal that aborts after `ms` or with `outer`; built by hand because older phones lack AbortSignal.any. */
function abortAfter(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  if (outer?.aborted) controller.abort();
  const abort = () => controller.abort();
  outer?.addEventListener('abort', abort, { once: true });
  const clear = () => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  };
  return { signal: controller.signal, timedOut: () => timedOut, clear };
}

/** Retry-After in seconds (the server sends seconds; an HTTP date is read too), or null. */
function retryAfter(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (!header) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The body as JSON, or undefined when it is empty, not JSON or cut off (the deadline covers the body too). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
