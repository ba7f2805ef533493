import { toJSONSchema } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { type Endpoint, type Limit, noContent } from '../../src/api/contract.ts';
import { PURCHASE_CALLS, QUEUE_ADMISSION_RULE } from '../../src/api/purchase-calls.ts';
import { loginErrors } from '../../src/api/users.ts';
import { QUEUE_ADMISSION_CODE, QUEUE_ADMISSION_HEADER } from '../../src/api/queue-admission.ts';
import { SESSION_TTL_SECONDS } from '../auth/session.ts';
import type { ApiArea } from './areas.ts';
import type { DocumentedEndpoint } from './endpoint-doc.ts';
import { limitCells } from './limit-text.ts';
import { schemaText } from './schema-text.ts';

const HEADER = `# API reference

Generated from the zod contracts in \`src/api/*.ts\` and each endpoint's summary and statuses in
\`server/api-doc/docs/*.ts\` by \`npm run api:doc\`. Do not edit by hand: a
server test fails while this file differs from what the contracts generate. The server validates
every request part and every answer with these same schemas; the client validates every answer.

All paths are under \`/api/\`. Bodies are JSON. In the types, \`?\` marks an optional field,
\`1–120 chars\` a length range, \`≤254 chars\` a maximum, \`/…/\` a pattern.

## Conventions

- **Errors** have the body \`{ statusCode, error, message, code? }\` (\`apiErrorBodySchema\` in
  \`src/api/errors.ts\`). \`message\` carries the texts of spec §8 where the spec quotes one
  ('User not validated', 'partner has no payments', 'Seat change not loaded'…).
- **400** when a path parameter, query or body fails its schema; \`message\` names each field
  (\`body.mail: at most 254 characters\`) and \`code\` is \`invalid-path\`, \`invalid-query\` or
  \`invalid-body\`. Unknown body fields are refused.
- **401** on endpoints marked *session* without a live \`sid\` cookie (missing, unknown, expired or logged out).
- **403** \`foreign-origin\` on any POST, PUT or DELETE whose \`Origin\` is another site.
- **Queue admission**: with the queue tracker on, the purchase calls (their table lists a 403
  \`${QUEUE_ADMISSION_CODE}\`) need the \`${QUEUE_ADMISSION_HEADER}\` header: the admission the tracker's
  socket gives with the permission of a purchase route, for that flow and caller (server/README.md,
  "Queue tracker"). The refusal's body adds \`reason\`.
- **429** past a limit an endpoint declares (its "Limits"): \`message\` and \`code\` are '${loginErrors.tooManyAttempts}',
  with \`Retry-After\`; the body adds \`limit: { max, windowSeconds }\`, \`retryAfter\` (the header's seconds)
  and \`detail\`, a sentence made from them in the session user's language, else the \`Accept-Language\`
  one among es, en and fr, else Spanish ('Has hecho 5 intentos fallidos en 15 minutos. Podrás volver a
  intentarlo en 12 minutos.').
- **404** for an unknown path; **413** for a body over 1 MiB; **500** never carries internals.
- **Sessions**: login calls set \`sid\` (HttpOnly, SameSite=Lax, Path=/, Secure behind https,
  ${SESSION_TTL_SECONDS / 3600} h) and \`a360_session=1\` (readable by scripts: tells the app a session may exist).
`;

/** The purchase calls by method and path: the documented endpoints are copies of the descriptors. */
const PURCHASE_ROUTES = new Set([...PURCHASE_CALLS.keys()].map(routeOf));

/** server/API.md, from the contract descriptors and their docs. Deterministic: same contracts, same bytes. */
export function renderApiDoc(areas: readonly ApiArea[]): string {
  const all = areas.flatMap((area) => area.endpoints);
  const summary = [
    `## Endpoints (${all.length})`,
    '',
    '| Method | Path | Auth | Summary |',
    '|---|---|---|---|',
    ...all.map((e) => `| ${e.method} | [\`/api/${e.path}\`](#${anchor(e)}) | ${e.auth} | ${cell(e.summary)} |`),
  ].join('\n');
  const sections = areas.map((area) =>
    [`## ${area.title}`, ...area.endpoints.map(endpointSection)].join('\n\n'),
  );
  return `${[HEADER.trimEnd(), summary, ...sections].join('\n\n')}\n`;
}

function endpointSection(e: DocumentedEndpoint): string {
  const parts = [`### ${e.method} /api/${e.path}`, e.summary, `Auth: **${e.auth}**.`];
  if (e.params) parts.push(block('Path parameters', e.params, 'input'));
  if (e.query) parts.push(block('Query', e.query, 'input'));
  if (e.body) parts.push(block('Body', e.body, 'input'));
  parts.push(e.response === noContent ? 'Answer: **204**, no body.' : block('Answer **200**', e.response, 'output'));
  parts.push(errorTable(e));
  if (e.limits?.length) parts.push(limitTable(e.limits));
  return parts.join('\n\n');
}

/** The endpoint's declared limits; past one, 429 'too many attempts' with Retry-After. */
function limitTable(limits: readonly Limit[]): string {
  return [
    'Limits (429 with `Retry-After` past one; shared counters count the calls of every endpoint naming them):',
    '',
    '| Counter | Counted by | Number | Window | Counts |',
    '|---|---|---|---|---|',
    ...limits.map((limit) => `| \`${limit.counter}\` | ${limitCells(limit).map(cell).join(' | ')} |`),
  ].join('\n');
}

function block(title: string, schema: $ZodType, io: 'input' | 'output'): string {
  const json = toJSONSchema(schema, { io, unrepresentable: 'any' }) as Parameters<typeof schemaText>[0];
  return `${title}:\n\n\`\`\`ts\n${schemaText(json)}\n\`\`\``;
}

function errorTable(e: DocumentedEndpoint): string {
  const rows: [string, string][] = [];
  const add = (status: string, rule: string) => {
    const same = rows.findIndex(([existing]) => existing === status);
    if (same >= 0) rows[same] = [status, `${rows[same]?.[1] ?? ''}; ${rule}`];
    else rows.push([status, rule]);
  };
  if (e.params || e.query || e.body) add('400', 'a request part fails its schema');
  if (e.auth === 'session') add('401', 'no live session');
  if (e.method !== 'GET') add('403', 'foreign Origin');
  if (PURCHASE_ROUTES.has(routeOf(e))) add('403', QUEUE_ADMISSION_RULE);
  for (const [status, rule] of Object.entries(e.errors)) add(status, rule);
  if (e.limits?.length) add('429', `'${loginErrors.tooManyAttempts}' with Retry-After past a limit (below)`);
  if (rows.length === 0) return 'Errors: none of its own (see Conventions).';
  rows.sort(([a], [b]) => Number(a) - Number(b));
  return ['| Status | When |', '|---|---|', ...rows.map(([status, rule]) => `| ${status} | ${cell(rule)} |`)].join('\n');
}

function routeOf(e: Endpoint): string {
  return `${e.method} ${e.path}`;
}

/** GitHub's heading anchor of `### METHOD /api/path`. */
function anchor(e: Endpoint): string {
  return `${e.method} /api/${e.path}`.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
