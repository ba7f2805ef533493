import type { ElementType } from 'react';
import { sanitizeHtml } from './sanitize';

interface HtmlContentProps {
  /** HTML from the API or the CMS; sanitised here, so callers never render raw HTML. */
  html: string;
  as?: ElementType;
  className?: string;
  id?: string;
}

/** The one place where HTML from outside becomes DOM. */
export function HtmlContent({ html, as: Tag = 'div', className, id }: HtmlContentProps) {
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
