export { HtmlContent } from './HtmlContent';
export { sanitizeHtml } from './sanitize';
