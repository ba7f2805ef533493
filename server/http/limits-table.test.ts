import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiAreas } from '../api-doc/areas.ts';
import { limitCells } from '../api-doc/limit-text.ts';

/** The rows of server/README.md's "Every limit" table, as cells (the "Why" column left out). */
function readmeRows(): string[][] {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.split('\n### Every limit\n')[1]?.split('\n### ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Endpoint ') && !line.startsWith('|---'))
    .map((line) => line.slice(2, -2).split(' | ').slice(0, 6));
}

/** Every declared limit of the contract as the table writes it. */
function declaredRows(): string[][] {
  return apiAreas.flatMap((area) =>
    area.endpoints.flatMap((e) => (e.limits ?? []).map((limit) => [`\`${e.method} ${e.path}\``, `\`${limit.counter}\``, ...limitCells(limit)])),
  );
}

const key = (row: string[]) => row.join(' | ');
/** A row about a declared limit: one endpoint and a counter, both as code. */
const namesEndpointAndCounter = (row: string[]) => /^`(GET|POST|PUT|DELETE) [^`]+`$/.test(row[0] ?? '') && /^`[^`]+`$/.test(row[1] ?? '');

describe("server/README.md's table of every limit", () => {
  it('has a row, with the same numbers, for each limit declared on an endpoint', () => {
    const rows = new Set(readmeRows().map(key));
    expect(declaredRows().filter((row) => !rows.has(key(row))).map(key)).toEqual([]);
  });

  it('has no row for a limit the contract does not declare', () => {
    const declared = new Set(declaredRows().map(key));
    const undeclared = readmeRows().filter((row) => namesEndpointAndCounter(row) && !declared.has(key(row)));
    expect(undeclared.map(key)).toEqual([]);
  });
});
