import type { pagesEndpoints } from '../../../src/api/pages.ts';
import type { AreaDocs } from '../endpoint-doc.ts';

/** What API.md says of each pages endpoint: what it does and every non-2xx status it produces. */
export const pagesDocs = {
  partners: {
    summary: 'Every external content page in every language (tag, lang, path).',
    errors: {},
  },
  page: {
    summary: 'One content page in one language; `content` is CMS HTML the client sanitises.',
    errors: { 400: 'lang is missing or not a served language', 404: 'no page with that tag in that language' },
  },
  information: {
    summary: "The footer: sponsors by group, club contact, legal and social links.",
    errors: {},
  },
} satisfies AreaDocs<typeof pagesEndpoints>;
