/** Reading Vite's build manifest (dist/.vite/manifest.json; build.manifest in vite.config.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The app's entry (index.html), loaded by every page rendered in the browser. */
export function entryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('.html'));
}

/** The other entry (vite.config.ts): the prerendered campaign pages' own script, which starts the app when needed. */
export function pageEntryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry && !key.endsWith('.html'));
}

/** Files (JS then CSS) a set of manifest chunks needs, following static `imports` recursively. */
export function chunkFiles(manifest, keys) {
  const seen = new Set();
  const js = [];
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css: [...css] };
}
