import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../src/api/errors.ts';
import {
  COOKIES_POLICY_TAG,
  informationSchema,
  legalLinkIds,
  pageListSchema,
  pageSchema,
  pagesPaths,
  socialNetworks,
  sponsorGroupIds,
} from '../../src/api/pages.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('pages area', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET pages/partners lists every page in every language', async () => {
    const response = await t.app.inject(`/api/${pagesPaths.partners}`);
    expect(response.statusCode).toBe(200);
    const pages = pageListSchema.parse(response.json());
    expect(pages).toHaveLength(18);
    expect(pages).toContainEqual({ tag: COOKIES_POLICY_TAG, lang: 'en', path: '/cookies-policy' });
    expect(pages).toContainEqual({ tag: 'aviso-legal', lang: 'es', path: '/aviso-legal' });
  });

  it('GET pages/page/{tag}?lang= answers the page in that language', async () => {
    const response = await t.app.inject(`/api/${pagesPaths.page(COOKIES_POLICY_TAG, 'fr')}`);
    expect(response.statusCode).toBe(200);
    const page = pageSchema.parse(response.json());
    expect(page).toMatchObject({ tag: COOKIES_POLICY_TAG, lang: 'fr', path: '/politique-cookies' });
    expect(page.title).toBe('Politique relative aux cookies');
    expect(page.content).toContain('<h2');
    expect(new Date(page.updatedAt).toISOString()).toBe(page.updatedAt);
  });

  it('answers 404 for a tag without a page', async () => {
    const response = await t.app.inject(`/api/${pagesPaths.page('no-such-page', 'es')}`);
    expect(response.statusCode).toBe(404);
    expect(apiErrorBodySchema.parse(response.json())).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Page not found',
    });
  });

  it.each([
    ['missing', ''],
    ['malformed', '?lang=ES'],
    ['not configured', '?lang=de'],
    ['repeated', '?lang=es&lang=en'],
  ])('answers 400 when lang is %s', async (_case, query) => {
    const response = await t.app.inject(`/api/pages/page/aviso-legal${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('GET pages/information answers the footer with every group, legal link and network', async () => {
    const response = await t.app.inject(`/api/${pagesPaths.information}`);
    expect(response.statusCode).toBe(200);
    const info = informationSchema.parse(response.json());
    for (const group of sponsorGroupIds) {
      expect(info.sponsors[group].length, group).toBeGreaterThan(0);
      for (const sponsor of info.sponsors[group]) {
        expect(sponsor.url).toMatch(/^https:\/\//);
        expect(sponsor.img).toBe(`/img/sponsors/${sponsor.id}.svg`);
      }
    }
    expect(info.sponsors.mainSponsor[0]?.id).toBe('caja-ribera');
    expect(info.contact.name).toBe('Club Baloncesto Ribera');
    expect(info.legalLinks.map((link) => link.id)).toEqual([...legalLinkIds]);
    expect(info.legalLinks).toContainEqual({ id: 'cookiesPolicy', url: '/politica-cookies' });
    expect(info.socialLinks.map((link) => link.id)).toEqual([...socialNetworks]);
    for (const link of info.socialLinks) expect(link.url).toMatch(/^https:\/\//);
  });

  it('every legal link points at an existing Spanish page', async () => {
    const info = informationSchema.parse((await t.app.inject(`/api/${pagesPaths.information}`)).json());
    const pages = pageListSchema.parse((await t.app.inject(`/api/${pagesPaths.partners}`)).json());
    const spanishPaths = pages.filter((page) => page.lang === 'es').map((page) => page.path);
    for (const link of info.legalLinks) expect(spanishPaths).toContain(link.url);
  });
});
