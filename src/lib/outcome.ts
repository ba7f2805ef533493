import { ApiError } from './http';

/**
 * Whether the server judged the call and refused it (an HTTP 4xx answer), as opposed to no
 * answer, a timeout, a server failure or a garbled body, where nothing was judged.
 */
export function judged(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && error.status !== null && error.status < 500;
}

/** Whether a call answered HTTP status `status` (and, when given, the server's `code`). */
export function answered(error: unknown, status: number, code?: string): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && error.status === status && (code === undefined || error.code === code);
}

/**
 * One row of a feature's outcome table: the answer it matches and what that answer means to the
 * screen. A row without `status` matches any status; without `code`, any code (`code: null`: an
 * answer without one). `message` matches the server's message, for calls whose server may say
 * the same thing in either field. An
 * outcome that depends on the answer (a Retry-After) is a function of it.
 */
export interface OutcomeRow<O> {
  status?: number;
  code?: string | null;
  message?: string;
  outcome: O | ((error: ApiError) => O);
}

const matches = (error: ApiError, row: OutcomeRow<unknown>) =>
  (row.status === undefined || row.status === error.status) &&
  (row.code === undefined || row.code === error.code) &&
  (row.message === undefined || row.message === error.serverMessage);

/** The outcome of the first row a refusal (judged) matches; `otherwise` for any other refusal, or none. */
export function outcomeOf<O>(error: unknown, rows: readonly OutcomeRow<O>[], otherwise: O): O {
  if (!judged(error)) return otherwise;
  const row = rows.find((candidate) => matches(error, candidate));
  if (!row) return otherwise;
  return typeof row.outcome === 'function' ? (row.outcome as (error: ApiError) => O)(error) : row.outcome;
}
