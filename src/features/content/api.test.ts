import { describe, expect, it } from 'vitest';
import type { PageRef } from '../../api/pages';
import { cookiesPolicyPath, findPageByPath, findPageByTag, localizedPath } from './api';

const pages: PageRef[] = [
  { tag: 'aviso-legal', lang: 'es', path: '/aviso-legal' },
  { tag: 'aviso-legal', lang: 'en', path: '/legal-notice' },
  { tag: 'politica-cookies', lang: 'es', path: '/politica-cookies' },
];

describe('content page resolution', () => {
  it.each([
    ['/aviso-legal', 'es'],
    ['/aviso-legal/', 'es'],
    ['/Legal-Notice', 'en'],
    ['/legal%2Dnotice', 'en'],
  ])('%s resolves to the %s page', (path, lang) => {
    expect(findPageByPath(pages, path)?.lang).toBe(lang);
  });

  it('an unknown or malformed path resolves to nothing', () => {
    expect(findPageByPath(pages, '/nada')).toBeUndefined();
    expect(findPageByPath(pages, '/%E0%A4%A')).toBeUndefined();
  });

  it('finds the same page in another language, or nothing', () => {
    expect(findPageByTag(pages, 'aviso-legal', 'en')?.path).toBe('/legal-notice');
    expect(findPageByTag(pages, 'aviso-legal', 'fr')).toBeUndefined();
  });

  it('links the cookies policy in the current language, else the default, else not at all', () => {
    expect(cookiesPolicyPath(pages, 'en', 'es')).toBe('/politica-cookies');
    expect(cookiesPolicyPath(pages.slice(0, 2), 'es', 'es')).toBeUndefined();
    expect(cookiesPolicyPath(undefined, 'es', 'es')).toBeUndefined();
  });
});

describe('localizedPath', () => {
  it('gives the same page in the wanted language, else the path unchanged', () => {
    expect(localizedPath(pages, '/aviso-legal', 'en')).toBe('/legal-notice');
    expect(localizedPath(pages, '/aviso-legal', 'fr')).toBe('/aviso-legal');
    expect(localizedPath(pages, '/otra', 'en')).toBe('/otra');
    expect(localizedPath(undefined, '/aviso-legal', 'en')).toBe('/aviso-legal');
  });
});
