import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/** DOMPurify needs a DOM: the browser's, or one handed over by build-time rendering (jsdom). */
let purifier = typeof window === 'undefined' ? undefined : createPurifier(window);

function createPurifier(domWindow: WindowLike): Purifier {
  const instance = DOMPurify(domWindow);
  // A link may open in a new tab, but then it never gets a handle on this page; other targets go.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return instance;
}

/** Outside a browser (prerendering in Node) the caller provides the DOM window to sanitise with. */
export function setSanitizerWindow(domWindow: WindowLike): void {
  purifier = createPurifier(domWindow);
}

function activePurifier(): Purifier {
  if (!purifier) throw new Error('No DOM to sanitise HTML with: call setSanitizerWindow first');
  return purifier;
}

/** HTML from the API made safe to render: scripts, handlers, javascript: URLs and form controls (phishing) removed. */
export function sanitizeHtml(html: string): string {
  return activePurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
  });
}

/** The HTML without its links (their text stays); still to be sanitised before it becomes DOM. */
export function removeLinks(html: string): string {
  return activePurifier().sanitize(html, { FORBID_TAGS: ['a'] });
}
