import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

function leaves(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('locale files', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s has exactly the keys of es', (_lang, locale) => {
    expect(leaves(locale).sort()).toEqual(leaves(es).sort());
  });

  it('no translation is empty', () => {
    for (const locale of [es, en, fr]) {
      const empty = leaves(locale).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale) === '');
      expect(empty).toEqual([]);
    }
  });
});
