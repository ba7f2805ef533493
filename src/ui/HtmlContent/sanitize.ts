import type { WindowLike } from 'dompurify';
import { createHtmlSanitizer, type HtmlSanitizer } from '../../api/html-policy';

/** DOMPurify needs a DOM: the browser's, or one handed over by build-time rendering (jsdom). */
let sanitizer = typeof window === 'undefined' ? undefined : createHtmlSanitizer(window);

/** Outside a browser (prerendering in Node) the caller provides the DOM window to sanitise with. */
export function setSanitizerWindow(domWindow: WindowLike): void {
  sanitizer = createHtmlSanitizer(domWindow);
}

function activeSanitizer(): HtmlSanitizer {
  if (!sanitizer) throw new Error('No DOM to sanitise HTML with: call setSanitizerWindow first');
  return sanitizer;
}

/** HTML from the API made safe to render (the policy of api/html-policy, shared with the server). */
export function sanitizeHtml(html: string): string {
  return activeSanitizer().sanitize(html);
}

/** The HTML without its links (their text stays); still to be sanitised before it becomes DOM. */
export function removeLinks(html: string): string {
  return activeSanitizer().removeLinks(html);
}
