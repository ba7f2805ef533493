import { deepLinkEndpoints } from '../../api/deep-link';
import { call } from '../../lib/call';

/** POST deep-link {token}: resolves (and, for a LOGIN link, uses) a signed link. */
export const resolveDeepLink = (token: string) => call(deepLinkEndpoints.resolve, { body: { token } });
