import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { deepLinkErrorKey } from './errors';

describe('deep link errors (spec §8)', () => {
  it.each<[string, unknown, string]>([
    ['400 is expired', new ApiError('http', 'deep-link', 400), 'DEEP_LINK.EXPIRED'],
    ['404 is invalid', new ApiError('http', 'deep-link', 404), 'DEEP_LINK.INVALID'],
    ['500 is invalid', new ApiError('http', 'deep-link', 500), 'DEEP_LINK.INVALID'],
    ['a network failure is invalid', new ApiError('network', 'deep-link'), 'DEEP_LINK.INVALID'],
    ['an unsafe redirect is invalid', new Error('unsafe'), 'DEEP_LINK.INVALID'],
  ])('%s', (_row, error, key) => {
    expect(deepLinkErrorKey(error)).toBe(key);
  });
});
