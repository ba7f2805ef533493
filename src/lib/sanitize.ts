import DOMPurify from 'dompurify';

/** HTML from the API, made safe to render: scripts, handlers and javascript: URLs removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
