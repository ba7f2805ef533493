/**
 * What the server writes into a page the app hydrates (footer, CMS page, games page): text
 * escaped as React writes it, so the markup matches, and JSON fit for a <script> element.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text and attribute values escaped as React writes them. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** JSON inside <script>: no "</script>" or "<!--" can end or confuse the element. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The app's markup with its <title> taken out (React writes it where the route declares it; in a
 * page drawn ahead it belongs in <head>), and that title.
 */
export function takeTitle(markup: string): { title: string | undefined; body: string } {
  return { title: /<title>([^<]*)<\/title>/.exec(markup)?.[1], body: markup.replace(/<title>[^<]*<\/title>/g, '') };
}
