import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_PAGE_TEMPLATE_PATH } from '../../src/api/content-page-template.ts';
import { findPageByPath } from '../../src/api/pages.ts';
import type { Queryable } from '../db/db.ts';
import { findPage, listPageVersions } from '../store/pages.ts';
import { parseContentPageTemplate, type ContentPageTemplate } from './content-page-template.ts';
import { sanitizerThread } from './sanitizer-thread.ts';

/** Filled pages kept in memory: a few dozen CMS pages, each some tens of kB. */
const CACHE_SIZE = 64;

/**
 * CMS pages served as complete HTML: the build's content page template filled with the page an
 * address names, its content sanitised with the browser's policy (in a thread of its own,
 * sanitizer-thread.ts). A filled page is kept per page version and page list, so an edit in the
 * CMS shows at once in every process.
 */
export function contentPageRenderer(db: Queryable, distDir: string) {
  const file = join(distDir, ...CONTENT_PAGE_TEMPLATE_PATH.split('/').filter(Boolean), 'index.html');
  let template: ContentPageTemplate | null | undefined;
  const sanitizer = sanitizerThread();
  const filled = new Map<string, string>();
  const loadTemplate = () => (template ??= existsSync(file) ? parseContentPageTemplate(readFileSync(file, 'utf8')) : null);

  return {
    /** Reads the template ahead of the first visitor, so that an unusable one shows at start. */
    prepare(): void {
      loadTemplate();
    },

    /** The HTML of the CMS page at `urlPath`, or undefined when no page lives there (or the build has no template). */
    async render(urlPath: string): Promise<string | undefined> {
      const pageTemplate = loadTemplate();
      if (!pageTemplate) return undefined;
      const versions = await listPageVersions(db);
      const ref = findPageByPath(versions, urlPath);
      if (!ref) return undefined;
      const pages = versions.map(({ tag, lang, path }) => ({ tag, lang, path }));
      const key = JSON.stringify([ref.tag, ref.lang, ref.updatedAt, pages]);
      const cached = filled.get(key);
      if (cached) {
        // Most recently used last: the oldest entry is the first to go.
        filled.delete(key);
        filled.set(key, cached);
        return cached;
      }
      const page = await findPage(db, ref.tag, ref.lang);
      if (!page) return undefined; // deleted in between
      const html = pageTemplate.fill(page, pages, await sanitizer.sanitize(page.content));
      if (page.updatedAt === ref.updatedAt) {
        filled.set(key, html);
        if (filled.size > CACHE_SIZE) filled.delete(filled.keys().next().value!);
      }
      return html;
    },
    close: () => sanitizer.close(),
  };
}
