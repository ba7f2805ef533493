import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from './http';

/** Effects retry up to 10 times (spec §9); a 4xx or an invalid body is final. */
export const MAX_RETRIES = 10;

export function shouldRetry(error: unknown, retryCount: number): boolean {
  if (retryCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  return !error.isClientError && error.kind !== 'invalid-response';
}

/** Exponential back-off from 1 s, capped at 30 s. */
export function retryDelayMs(retryCount: number): number {
  return Math.min(30_000, 1000 * 2 ** (retryCount - 1));
}

export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: true,
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (!shouldRetry(error, retryCount)) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
  },
};

/**
 * Answers already in hand (a drawn page's) put in the data cache by their keys, before the first
 * render. Written into the cache as it stands, not through mutate: SWR's hydration reads what the
 * cache held before its first write, so the hydrating render then has them, as the server's had.
 */
export function cacheAnswers(answers: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(answers)) SWRConfig.defaultValue.cache.set(key, { data });
}
