/**
 * `npm run pdfs` (tsx scripts/pdfs/generate.ts): writes the campaign PDFs into public/, where Vite
 * copies them to the build and the server serves them. Run it after changing the campaign data;
 * the test in scripts/pdfs fails until the committed files match the data again.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildDocuments, PUBLIC_DIR, seasonFromEnv } from './build.ts';

async function main(): Promise<void> {
  const season = seasonFromEnv();
  const built = await buildDocuments(season);
  const written = new Set<string>();
  for (const [path, bytes] of built) {
    const file = join(PUBLIC_DIR, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    written.add(file);
    console.log(`${path}  ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  // A document renamed or dropped from the data must not linger in public/.
  for (const dir of new Set([...written].map((file) => dirname(file)))) {
    for (const name of await readdir(dir)) {
      const file = join(dir, name);
      if (name.endsWith('.pdf') && !written.has(file)) {
        await rm(file);
        console.log(`removed stale ${file}`);
      }
    }
  }
  console.log(`${built.size} documents for season ${season}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
