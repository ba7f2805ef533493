import type { deepLinkEndpoints } from '../../../src/api/deep-link.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

const deepLinkErrors = {
  400: 'body or token malformed (schema), or the link has expired',
  404: 'invalid link: bad signature, unreadable payload, target outside the allowed sections, unknown user, or a LOGIN link already used',
} as const;

/** What API.md says of each deep-link endpoint: what it does and every non-2xx status it produces. */
export const deepLinkDocs = {
  resolve: {
    summary: 'Resolves a signed link. A LOGIN link (usable once) logs its user in: sets `sid` and `a360_session` like login and answers extraInfo {user}; a REDIRECT link answers extraInfo null.',
    errors: deepLinkErrors,
  },
  read: {
    summary: 'Resolves a signed link without logging in or using it up: extraInfo is always null.',
    errors: deepLinkErrors,
  },
} satisfies AreaDocs<typeof deepLinkEndpoints>;
