import { deepLinkPaths, deepLinkResponseSchema } from '../../api/deep-link';
import { request } from '../../lib/http';

/** POST deep-link {token}: resolves (and, for a LOGIN link, uses) a signed link. */
export const resolveDeepLink = (token: string) =>
  request(deepLinkPaths.resolve, { method: 'POST', body: { token }, schema: deepLinkResponseSchema });
