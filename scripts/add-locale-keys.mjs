#!/usr/bin/env node
/**
 * Merges translation keys into src/locales/{es,en,fr}.json.
 * Usage: node scripts/add-locale-keys.mjs keys.json — keys.json is { "es": {...}, "en": {...}, "fr": {...} }.
 * Nested objects merge; an existing leaf is replaced. Every language must get the same keys.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const leaves = (object, prefix = '') =>
  Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const expected = leaves(additions.es ?? {}).sort().join('\n');
for (const lang of ['en', 'fr']) {
  if (leaves(additions[lang] ?? {}).sort().join('\n') !== expected) throw new Error(`${lang} does not have the same keys as es`);
}

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    target[key] = value && typeof value === 'object' && !Array.isArray(value) ? merge(target[key] ?? {}, value) : value;
  }
  return target;
}

for (const lang of ['es', 'en', 'fr']) {
  const file = `src/locales/${lang}.json`;
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, additions[lang]), null, 2)}\n`);
  console.log(`${file}: merged`);
}
