import DOMPurify from 'dompurify';

/** HTML from the API made safe to render: scripts, handlers, javascript: URLs and form controls (phishing) removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'], ADD_ATTR: ['target'] });
}

// A link may open in a new tab, but then it never gets a handle on this page; other targets go.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!node.hasAttribute('target')) return;
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else node.removeAttribute('target');
});
