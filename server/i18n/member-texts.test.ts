import { describe, expect, it } from 'vitest';
import { MEMBER_LANGUAGES } from '../../src/api/users.ts';
import { MEMBER_TEXTS } from './member-texts.ts';

/** Any params a text takes: every placeholder gets a value. */
const SAMPLE = new Proxy({}, { get: (_, key) => (key === 'count' || key === 'row' || key === 'number' ? 2 : `«${String(key)}»`) });

/** Every text as a string, by its key path; a function text is called with sample params. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return leaves((value as (p: unknown) => unknown)(SAMPLE), path);
  return Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

describe('member texts (mails and the pass card)', () => {
  const spanish = leaves(MEMBER_TEXTS.es);

  it.each(MEMBER_LANGUAGES)('%s has every key, none empty', (language) => {
    const texts = leaves(MEMBER_TEXTS[language]);
    expect(texts.map(([key]) => key)).toEqual(spanish.map(([key]) => key));
    for (const [key, text] of texts) expect(text.trim(), key).not.toBe('');
  });

  it.each(['en', 'fr'] as const)('%s keeps every placeholder of the Spanish text', (language) => {
    const texts = new Map(leaves(MEMBER_TEXTS[language]));
    for (const [key, text] of spanish) {
      for (const placeholder of text.match(/«\w+»/g) ?? []) expect(texts.get(key), key).toContain(placeholder);
    }
  });
});
