import type { ZodMiniType } from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import { pathOf, type Endpoint } from '../api/contract';
import { request } from './http';

/** What the client reads of a descriptor: where, how, what goes and what comes back. */
export type CalledEndpoint = Pick<Endpoint, 'method' | 'path' | 'auth' | 'query' | 'body' | 'response'>;

/** The `:name` segments of a path: 'groups/:id' → 'id'. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOption<E extends CalledEndpoint> = [ParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<E['path']>, string | number> };
type QueryOption<E extends CalledEndpoint> = E['query'] extends $ZodType ? { query?: QueryValues<input<E['query']>> } : { query?: never };
type BodyOption<E extends CalledEndpoint> = E['body'] extends $ZodType ? { body: input<E['body']> } : { body?: never };
/** Query values travel as text: a number is written as one. */
type QueryValues<Q> = { [K in keyof Q]?: Q[K] | number };

/** Where a call goes: its path parameters and query, typed from the descriptor. */
export type CallTarget<E extends CalledEndpoint> = ParamsOption<E> & QueryOption<E>;

export type CallOptions<E extends CalledEndpoint> = CallTarget<E> &
  BodyOption<E> & {
    signal?: AbortSignal;
    timeoutMs?: number;
    /**
     * `false` for a session call whose 401 can mean something else than an ended session (a
     * blocked partner to add, a page outside the access check): its 401 does not open the re-login.
     */
    session?: false;
  };

/** The options argument, optional when the call needs none. */
type OptionsArgument<Options> = object extends Options ? [options?: Options] : [options: Options];
export type CallArguments<E extends CalledEndpoint> = OptionsArgument<CallOptions<E>>;

/** What the endpoint answers, as its response schema reads it. */
export type CallResult<E extends CalledEndpoint> = output<E['response']>;

/** The queue admission rides on purchase calls only; the flows that make them say which (purchase-call.ts). */
interface TransportOptions {
  purchase?: boolean;
}

/**
 * The path, with parameters and query filled, of a call: the API address, and the SWR key of a
 * read (so `mutate(callPath(…))` reaches it).
 */
export function callPath<E extends CalledEndpoint>(endpoint: E, ...[target]: OptionsArgument<CallTarget<E>>): string {
  const path = pathOf(endpoint, (target as { params?: Record<string, string | number> } | undefined)?.params);
  const query = Object.entries((target?.query ?? {}) as Record<string, string | number | undefined>).filter(([, value]) => value !== undefined);
  return query.length === 0 ? path : `${path}?${query.map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/**
 * Calls an endpoint of the contract: method, path, answer's schema and session rule come from its
 * descriptor (`auth: 'session'`: a 401 tells every onSessionExpired listener).
 */
export function call<E extends CalledEndpoint>(endpoint: E, ...[options]: CallArguments<E>): Promise<CallResult<E>> {
  return transport(endpoint, options, {});
}

/** call() with the transport's own flags; only purchase-call.ts passes them. */
export function transport<E extends CalledEndpoint>(endpoint: E, options: CallOptions<E> | undefined, flags: TransportOptions): Promise<CallResult<E>> {
  return request<CallResult<E>>(callPath(endpoint, options as CallTarget<E>), {
    method: endpoint.method,
    schema: endpoint.response as ZodMiniType<CallResult<E>>,
    body: options?.body,
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
    session: endpoint.auth === 'session' && options?.session !== false,
    purchase: flags.purchase,
  });
}
