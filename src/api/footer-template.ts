import { linkUrlSchema, sponsorGroupIds, type Information, type legalLinkIds, type SponsorGroupId, type socialNetworks } from './pages';
import * as z from 'zod/mini';
import { escapeHtml } from './page-markup';

/**
 * The footer is rendered at build time in pieces with tokens (dist/_footer-template.json, a file
 * no visitor is sent: see server/http/spa.ts); the server puts them together with the footer's
 * data into every prerendered page, so its legal and social links are in the HTML before any
 * script, and the app, started with the same data, hydrates the same markup.
 */
export const FOOTER_TEMPLATE_PATH = '/_footer-template.json';

/** Each token stands for one value of the data; none appears anywhere else in the markup. */
export const FOOTER_TOKENS = {
  url: '__FOOTER_URL__',
  img: '__FOOTER_IMG__',
  alt: '__FOOTER_ALT__',
  name: '__FOOTER_NAME__',
  address: '__FOOTER_ADDRESS__',
  phone: '__FOOTER_PHONE__',
  /** The phone without spaces, as the tel: link writes it. */
  tel: '__FOOTER_TEL__',
  mail: '__FOOTER_MAIL__',
  year: '__FOOTER_YEAR__',
} as const;

/** Markup with a place where a list's items go. */
export interface FooterSlot {
  markup: string;
  at: number;
}

/** A link of the footer's lists: to a page of this site (the app's Link) or to another site (a new tab). */
export interface FooterLinkMarkup {
  sitePath: string;
  external: string;
}

export interface FooterTemplate {
  /** The footer as the build rendered it before its data came: what every prerendered page holds. */
  loading: string;
  /** The loaded footer with every list empty, and where each list's items go. */
  empty: { markup: string; sponsorsAt: number; legalAt: number; socialAt: number };
  /** A sponsor group, empty, as the first group shown (it spans the row) and as any later one. */
  sponsorGroups: Record<SponsorGroupId, { first: FooterSlot; later: FooterSlot }>;
  sponsor: string;
  legalLinks: Record<(typeof legalLinkIds)[number], FooterLinkMarkup>;
  socialLinks: Record<(typeof socialNetworks)[number], FooterLinkMarkup>;
}

/** A path of this site (the footer links it inside the app); anything else is another site. */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

const TOKEN = new RegExp(Object.values(FOOTER_TOKENS).join('|'), 'g');
const tokenNames = Object.fromEntries(Object.entries(FOOTER_TOKENS).map(([name, token]) => [token, name])) as Record<string, keyof typeof FOOTER_TOKENS>;

/** Writes the values into a template piece in one pass: a value is never searched for tokens again. */
function fill(markup: string, values: Partial<Record<keyof typeof FOOTER_TOKENS, string>>): string {
  return markup.replace(TOKEN, (token) => escapeHtml(values[tokenNames[token]!] ?? ''));
}

const isLinkUrl = (url: string) => z.safeParse(linkUrlSchema, url).success;

/**
 * The footer's data fit to be shown: only links to this site's paths or http(s) addresses (the
 * data comes from the CMS's tables, which the server does not otherwise check on the way out).
 */
export function safeInformation(information: Information): Information {
  return {
    ...information,
    sponsors: Object.fromEntries(
      sponsorGroupIds.map((id) => [id, information.sponsors[id].filter((sponsor) => isLinkUrl(sponsor.url) && isLinkUrl(sponsor.img))]),
    ) as Information['sponsors'],
    legalLinks: information.legalLinks.filter((link) => isLinkUrl(link.url)),
    socialLinks: information.socialLinks.filter((link) => isLinkUrl(link.url)),
  };
}

/** The footer's HTML for `information` (already safe: see safeInformation), as FooterView renders it. */
export function assembleFooter(template: FooterTemplate, information: Information, year: number): string {
  const { markup, sponsorsAt, legalAt, socialAt } = template.empty;
  const { phone } = information.contact;
  const contact = { ...information.contact, tel: phone.replace(/\s+/g, ''), year: String(year) };
  const place = (slot: FooterSlot, items: string) => slot.markup.slice(0, slot.at) + items + slot.markup.slice(slot.at);
  const shown = sponsorGroupIds.filter((id) => information.sponsors[id].length > 0);
  const sponsors = shown.map((id, index) => {
    const slot = template.sponsorGroups[id][index === 0 ? 'first' : 'later'];
    return place(slot, information.sponsors[id].map((sponsor) => fill(template.sponsor, sponsor)).join(''));
  });
  const links = (pieces: Record<string, FooterLinkMarkup>, list: { id: string; url: string }[]) =>
    list.map(({ id, url }) => fill(isSitePath(url) ? pieces[id]!.sitePath : pieces[id]!.external, { url })).join('');
  return [
    fill(markup.slice(0, sponsorsAt), contact),
    ...sponsors,
    fill(markup.slice(sponsorsAt, legalAt), contact),
    links(template.legalLinks, information.legalLinks),
    fill(markup.slice(legalAt, socialAt), contact),
    links(template.socialLinks, information.socialLinks),
    fill(markup.slice(socialAt), contact),
  ].join('');
}
