import { removeLinks } from '../HtmlContent/sanitize';

/**
 * The HTML of an item that is itself a link, without the links inside it (their text stays):
 * a link inside a link is invalid and unpredictable for keyboards and screen readers.
 * HtmlContent still sanitises the result before it becomes DOM.
 */
export function stripLinks(html: string): string {
  return removeLinks(html);
}
