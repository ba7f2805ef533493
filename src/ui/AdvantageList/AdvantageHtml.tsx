import { HtmlContent } from '../HtmlContent';
import { stripLinks } from './stripLinks';

/**
 * An advantage text given as HTML (from the CMS): sanitised, and without inner links when the
 * item is itself a link. Loaded on demand, so lists built from React content never ship the sanitiser.
 */
export default function AdvantageHtml({ html, insideLink, className }: { html: string; insideLink: boolean; className: string }) {
  return <HtmlContent className={className} html={insideLink ? stripLinks(html) : html} />;
}
