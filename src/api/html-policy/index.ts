import DOMPurify, { type Config, type WindowLike } from 'dompurify';

/**
 * The one policy for HTML from the API or the CMS, applied by the browser (ui's HtmlContent) and by
 * the server when it renders a content page into the HTML it serves: both must keep and drop the
 * same things. Scripts, handlers, javascript: URLs and form controls (phishing) go.
 */
const HTML_POLICY: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  ADD_ATTR: ['target'],
};

export interface HtmlSanitizer {
  /** The HTML made safe to render. */
  sanitize(html: string): string;
  /** The HTML without its links (their text stays); still to be sanitised before it becomes DOM. */
  removeLinks(html: string): string;
}

/** A sanitiser over a DOM: the browser's window, or jsdom's in Node. */
export function createHtmlSanitizer(domWindow: WindowLike): HtmlSanitizer {
  const purifier = DOMPurify(domWindow);
  // A link may open in a new tab, but then it never gets a handle on this page; other targets go.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return {
    sanitize: (html) => purifier.sanitize(html, HTML_POLICY),
    removeLinks: (html) => purifier.sanitize(html, { FORBID_TAGS: ['a'] }),
  };
}
