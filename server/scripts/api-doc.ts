/**
 * npm run api:doc — writes server/API.md from the contracts and their docs (server/api-doc/areas.ts).
 * `--check` only compares and exits 1 when the file is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { apiAreas } from '../api-doc/areas.ts';
import { API_DOC_PATH } from '../api-doc/path.ts';
import { renderApiDoc } from '../api-doc/render.ts';

const text = renderApiDoc(apiAreas);
if (process.argv.includes('--check')) {
  const current = await readFile(API_DOC_PATH, 'utf8').catch(() => '');
  if (current !== text) {
    console.error('server/API.md is stale: run npm run api:doc');
    process.exit(1);
  }
  console.log('server/API.md is up to date');
} else {
  await writeFile(API_DOC_PATH, text);
  console.log(`Wrote ${API_DOC_PATH}`);
}
