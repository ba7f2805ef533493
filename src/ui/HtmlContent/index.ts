export { HtmlContent } from './HtmlContent';
export { sanitizeHtml, setSanitizerWindow } from './sanitize';
