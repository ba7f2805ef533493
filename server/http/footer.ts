import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assembleFooter, FOOTER_TEMPLATE_PATH, safeInformation, type FooterTemplate } from '../../src/api/footer-template.ts';
import type { Information } from '../../src/api/pages.ts';
import { scriptSafeJson } from '../../src/api/page-markup.ts';
import type { Queryable } from '../db/db.ts';
import { readInformation } from '../store/pages.ts';
import { timedRead } from './timed-read.ts';

/**
 * How long a process serves the footer data it read: a change in the CMS's tables shows within
 * this time, and pages served in a loop cost no query meanwhile (the data changes a few times a season).
 */
export const FOOTER_DATA_TTL_MS = 30_000;

const STATE_SCRIPT = /(<script type="application\/json" id="prerender-state">)([^<]*)(<\/script>)/;

interface FooterData {
  information: Information;
  /** Changes with the data: filled pages are kept per version. */
  version: string;
}

/**
 * Fills the footer of a prerendered page (sponsors, contact, legal and social links) with the
 * data the footer's API call answers, and writes the data into the page's state for the app to
 * hydrate the same footer (see src/api/footer-template.ts). A page is filled once per data version
 * and year; without a template (a build without one) pages are served as they are.
 */
export function footerFiller(
  db: Queryable,
  distDir: string,
  { ttlMs = FOOTER_DATA_TTL_MS, now = Date.now, onError = (_error: unknown) => undefined as void } = {},
) {
  const file = join(distDir, FOOTER_TEMPLATE_PATH);
  let template: FooterTemplate | null | undefined;
  /** The last page filled for each file: the few prerendered pages, one entry each. */
  const filled = new Map<string, { key: string; html: string }>();
  /** The build's pages as read from disk (they change only with a new build, which restarts the server). */
  const built: Record<string, string> = {};

  const loadTemplate = () => (template ??= existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FooterTemplate) : null);

  const currentData = timedRead(
    () => readInformation(db).then((information): FooterData | null => (information ? { information: safeInformation(information), version: JSON.stringify(information) } : null)),
    ttlMs,
    now,
  );

  function fill(html: string, footerTemplate: FooterTemplate, { information }: FooterData, year: number): string {
    if (!html.includes(footerTemplate.loading)) return html;
    const footer = assembleFooter(footerTemplate, information, year);
    // Functions as replacements: a "$&" in the data is text, not a pattern.
    return html
      .replace(footerTemplate.loading, () => footer)
      .replace(STATE_SCRIPT, (_match, open: string, json: string, close: string) => {
        const state = JSON.parse(json) as Record<string, unknown>;
        return `${open}${scriptSafeJson({ ...state, information })}${close}`;
      });
  }

  /** `html` with its footer filled; a page that cannot be (no template, no data, the data unreadable) as it is. */
  async function filledOrAsIs(html: string, cacheAs?: string): Promise<string> {
    const footerTemplate = loadTemplate();
    const footerData = footerTemplate && (await currentData().catch((error: unknown) => void onError(error)));
    if (!footerTemplate || !footerData) return html;
    const year = new Date(now()).getUTCFullYear();
    if (!cacheAs) return fill(html, footerTemplate, footerData, year);
    const key = `${footerData.version}\n${year}`;
    const cached = filled.get(cacheAs);
    if (cached?.key === key) return cached.html;
    const page = fill(html, footerTemplate, footerData, year);
    filled.set(cacheAs, { key, html: page });
    return page;
  }

  return {
    /** A prerendered page of the build (a path inside distDir), its footer filled. */
    page: (path: string) => filledOrAsIs((built[path] ??= readFileSync(join(distDir, path), 'utf8')), path),
    /** Any other page (a CMS page the server filled), its footer filled. */
    fill: (html: string) => filledOrAsIs(html),
  };
}
