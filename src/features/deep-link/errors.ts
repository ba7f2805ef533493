import { ApiError } from '../../lib/http';

/** Spec §8 "Deep link": 400 expired; anything else invalid. Then an alert, and the home. */
export function deepLinkErrorKey(error: unknown): string {
  return error instanceof ApiError && error.kind === 'http' && error.status === 400 ? 'DEEP_LINK.EXPIRED' : 'DEEP_LINK.INVALID';
}
