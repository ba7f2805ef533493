import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { MAX_RETRIES, retryDelayMs, shouldRetry } from './swr-config';

describe('SWR retry policy', () => {
  it.each<[string, ApiError, boolean]>([
    ['4xx', new ApiError('http', 'x', 404), false],
    ['401', new ApiError('http', 'x', 401), false],
    ['5xx', new ApiError('http', 'x', 503), true],
    ['network', new ApiError('network', 'x'), true],
    ['timeout', new ApiError('timeout', 'x'), true],
    ['invalid response', new ApiError('invalid-response', 'x', 200), false],
  ])('%s → retry %s', (_name, error, expected) => {
    expect(shouldRetry(error, 0)).toBe(expected);
  });

  it(`stops after ${MAX_RETRIES} retries`, () => {
    const error = new ApiError('http', 'x', 500);
    expect(shouldRetry(error, MAX_RETRIES - 1)).toBe(true);
    expect(shouldRetry(error, MAX_RETRIES)).toBe(false);
  });

  it('does not retry errors that are not API errors (bugs)', () => {
    expect(shouldRetry(new TypeError('boom'), 0)).toBe(false);
  });

  it('backs off exponentially with a cap', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 30_000]);
  });
});
