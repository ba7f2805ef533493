import * as z from 'zod/mini';
import { endpoint } from './contract';

/** Pages area: external content pages and the footer's information (spec §3 "Page", §2 Shell). */
export const pagesPaths = {
  partners: 'pages/partners',
  page: (tag: string, lang: string) =>
    `pages/page/${encodeURIComponent(tag)}?lang=${encodeURIComponent(lang)}`,
  information: 'pages/information',
} as const;

export const languageCodeSchema = z.string().check(z.regex(/^[a-z]{2}$/));

/** One external page as listed by GET pages/partners; `path` always starts with '/'. */
export const pageRefSchema = z.object({
  tag: z.string().check(z.minLength(1)),
  lang: languageCodeSchema,
  path: z.string().check(z.regex(/^\/[^\s]*$/)),
});
export type PageRef = z.infer<typeof pageRefSchema>;
export const pageListSchema = z.array(pageRefSchema);

/** GET pages/page/{tag}?lang= — `content` is HTML from the CMS and must be sanitised. */
export const pageSchema = z.extend(pageRefSchema, {
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/** The page an address names (the browser's router and the server agree on it). */
export function findPageByPath<Ref extends PageRef>(pages: Ref[], path: string): Ref | undefined {
  const wanted = normalizePath(safeDecode(path));
  return pages.find((page) => normalizePath(page.path) === wanted);
}

/** Paths compare without a trailing slash and case-insensitively, as the CMS writes them by hand. */
function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Tag of the cookies-policy page: the cookie notice links to it only if it exists. */
export const COOKIES_POLICY_TAG = 'politica-cookies';

export const sponsorGroupIds = [
  'mainSponsor',
  'secondSponsors',
  'institutions',
  'sponsors',
  'officialSuppliers',
  'collaborators',
  'media',
  'clubCompaniesSponsor',
] as const;
export type SponsorGroupId = (typeof sponsorGroupIds)[number];

/** Links the site renders: this site's paths or http(s) addresses, never `javascript:` and the like. */
export const linkUrlSchema = z.string().check(z.regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'a site path or an http(s) URL'));

export const sponsorSchema = z.object({
  id: z.string().check(z.minLength(1)),
  url: linkUrlSchema,
  img: linkUrlSchema,
  alt: z.string(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const legalLinkIds = [
  'legalNotice',
  'ethicalChannel',
  'dataProtection',
  'cookiesPolicy',
  'privacyPolicy',
  'transparencyPolicy',
] as const;
export const socialNetworks = [
  'facebook',
  'twitter',
  'instagram',
  'tiktok',
  'youtube',
  'flickr',
  'linkedin',
] as const;

export const informationSchema = z.object({
  sponsors: z.object(
    Object.fromEntries(sponsorGroupIds.map((id) => [id, z.array(sponsorSchema)])) as Record<
      SponsorGroupId,
      z.ZodMiniArray<typeof sponsorSchema>
    >,
  ),
  contact: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    mail: z.string(),
  }),
  legalLinks: z.array(z.object({ id: z.enum(legalLinkIds), url: linkUrlSchema })),
  socialLinks: z.array(z.object({ id: z.enum(socialNetworks), url: linkUrlSchema })),
});
export type Information = z.infer<typeof informationSchema>;

export const pagesEndpoints = {
  partners: endpoint({
    method: 'GET',
    path: pagesPaths.partners,
    auth: 'public',
    response: pageListSchema,
  }),
  page: endpoint({
    method: 'GET',
    path: 'pages/page/:tag',
    auth: 'public',
    params: z.object({ tag: z.string().check(z.minLength(1), z.maxLength(120)) }),
    query: z.object({ lang: languageCodeSchema }),
    response: pageSchema,
  }),
  information: endpoint({
    method: 'GET',
    path: pagesPaths.information,
    auth: 'public',
    response: informationSchema,
  }),
};
