import type { ElementType } from 'react';
import { sanitizeHtml } from './sanitize';

interface HtmlContentProps {
  /** HTML from the API or the CMS; sanitised here, so callers never render raw HTML. */
  html: string;
  /** The element that holds the HTML; a `div` by default. */
  as?: ElementType;
  /** Class of that element. */
  className?: string;
  /** Id of that element (e.g. for `aria-describedby`). */
  id?: string;
}

/** The one place where HTML from outside becomes DOM. */
export function HtmlContent({ html, as: Tag = 'div', className, id }: HtmlContentProps) {
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
