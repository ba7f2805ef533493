import DOMPurify from 'dompurify';

/** HTML from the API made safe to render: scripts, handlers, javascript: URLs and forms removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

// Links that open elsewhere never get a handle on this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
});
