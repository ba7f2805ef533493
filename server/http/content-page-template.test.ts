import { describe, expect, it } from 'vitest';
import type { Page } from '../../src/api/pages.ts';
import { parseContentPageTemplate } from './content-page-template.ts';
import { fakeContentPageTemplate } from './content-page.fixtures.ts';

const page: Page = {
  tag: 'aviso-legal',
  lang: 'en',
  path: '/legal-notice',
  title: 'Terms & <conditions>',
  content: '<p>Body</p>',
  updatedAt: '2026-03-04T23:30:00.000Z',
};
const pages = [{ tag: 'aviso-legal', lang: 'en', path: '/legal-notice' }];

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="prerender-state">([^<]*)<\/script>/.exec(html)![1]!) as {
    language: string;
    loaderData: Record<string, unknown>;
    app: unknown;
  };

describe('content page template', () => {
  const template = parseContentPageTemplate(fakeContentPageTemplate());

  it('writes the title (escaped), the language, the update date in UTC and the content', () => {
    const html = template.fill(page, pages, page.content);
    expect(html).toContain('<title>Terms &#38; &#60;conditions&#62;</title>');
    expect(html).toContain('<h1>Terms &#38; &#60;conditions&#62;</h1>');
    expect(html).toContain('<article lang="en">');
    expect(html).toContain('Última actualización: 4 de marzo de 2026');
    expect(html).toContain('<div><p>Body</p></div>');
    expect(html).not.toContain('__CONTENT_PAGE_');
  });

  it("puts the page in the content route's data, keeping the rest of the state", () => {
    const state = stateOf(template.fill(page, pages, page.content));
    expect(state.loaderData).toEqual({ '0': null, '0-41': { status: 'loaded', page, pages } });
    expect(state.language).toBe('es');
    expect(state.app).toEqual({ entry: '/assets/index-abc.js', prefetch: [] });
  });

  it('keeps text from the CMS from closing the state script or filling other placeholders', () => {
    const hostile = { ...page, title: '</script><script>alert(1)</script> __CONTENT_PAGE_CONTENT__' };
    const html = template.fill(hostile, pages, '<p>safe</p>');
    expect(html.match(/<script/g)).toHaveLength(2); // the page's module and its state, nothing more
    expect(html.match(/<p>safe<\/p>/g)).toHaveLength(1);
    expect(stateOf(html).loaderData['0-41']).toMatchObject({ page: { title: hostile.title } });
  });

  it('refuses a template that lost a placeholder or its state', () => {
    const withoutContent = fakeContentPageTemplate().replace('<div>__CONTENT_PAGE_CONTENT__</div>', '<div></div>');
    expect(() => parseContentPageTemplate(withoutContent)).toThrow('The content page template lost its CONTENT placeholder');
    expect(() => parseContentPageTemplate('<html><body></body></html>')).toThrow(/prerender state/);
  });
});
