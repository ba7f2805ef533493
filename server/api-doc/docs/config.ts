import type { configEndpoints } from '../../../src/api/config.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

/** What API.md says of each config endpoint: what it does and every non-2xx status it produces. */
export const configDocs = {
  partners: {
    summary: 'Server switches: maintenance mode, partner creation, group double authentication, payments, the seat-change product.',
    errors: {},
  },
} satisfies AreaDocs<typeof configEndpoints>;
