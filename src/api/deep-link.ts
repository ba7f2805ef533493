import * as z from 'zod/mini';
import { APP_PATHS, APP_SECTIONS } from './app-paths';
import { endpoint, tokenParamSchema } from './contract';
import { userSchema } from './users';

/** Deep links area (spec §3 Deep-link response, §4, §7, §8 "Deep link"). */
export const deepLinkPaths = {
  resolve: 'deep-link',
  read: (token: string) => `deep-link/${encodeURIComponent(token)}`,
} as const;

/** LOGIN logs the holder in as the link's user (once); REDIRECT only sends them to a page. */
export const deepLinkTypes = ['LOGIN', 'REDIRECT'] as const;
export const deepLinkTypeSchema = z.enum(deepLinkTypes);
export type DeepLinkType = z.infer<typeof deepLinkTypeSchema>;

/** App sections a deep link may lead to (besides the home '/'). */
export const DEEP_LINK_PATH_PREFIXES = [
  APP_SECTIONS.member,
  APP_SECTIONS.sympathizer,
  APP_SECTIONS.shareholder,
  APP_SECTIONS.shareholders,
  APP_SECTIONS.enterprise,
  APP_SECTIONS.signup,
  APP_SECTIONS.passes,
  APP_PATHS.promo,
  APP_SECTIONS.games,
  APP_SECTIONS.tickets,
] as const;

const PATH_CHARACTERS = /^\/[A-Za-z0-9\-._~/?=&%#+]*$/;
/** What the path part may hold once percent-decoded: letters, digits, `-._~+` and slashes. */
const DECODED_PATH_CHARACTERS = /^\/[\p{L}\p{N}\-._~+/]*$/u;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;
/** An encoded slash or backslash: one segment to the checker, a separator to whoever decodes it. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/**
 * A deep link's target is a path of this app inside an allowed section: never an absolute or
 * protocol-relative URL, so a signed link cannot become an open redirect. The path part is judged
 * as a router or browser will read it: percent-decoded once, and refused when decoding leaves
 * another escape (double encoding), an encoded separator or a dot segment (`/abonado/%2e%2e/x`
 * would leave the section once followed).
 */
export function isDeepLinkPath(path: string): boolean {
  if (path.length > 512 || !PATH_CHARACTERS.test(path) || path.startsWith('//')) return false;
  const pathPart = path.split(/[?#]/, 1)[0] ?? '';
  const decoded = decodeOnce(pathPart);
  if (decoded === null || ENCODED_SEPARATOR.test(pathPart) || !DECODED_PATH_CHARACTERS.test(decoded) || DOT_SEGMENT.test(decoded)) {
    return false;
  }
  if (decoded === '/') return true;
  // '/abonado/perfil' and '/abonado?x' are inside '/abonado'; '/abonadoX' is not.
  return DEEP_LINK_PATH_PREFIXES.some((prefix) => decoded.startsWith(prefix) && /^(\/|$)/.test(decoded.slice(prefix.length)));
}

function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null; // a malformed escape
  }
}

export const deepLinkPathSchema = z.string().check(z.refine(isDeepLinkPath, 'must be a path of an allowed app section'));

export const deepLinkBodySchema = z.strictObject({ token: tokenParamSchema });

/** Spec §3 Deep-link response; extraInfo carries the user a LOGIN link has just logged in. */
export const deepLinkResponseSchema = z.object({
  redirectUrl: deepLinkPathSchema,
  type: deepLinkTypeSchema,
  extraInfo: z.nullable(z.object({ user: userSchema })),
});
export type DeepLinkResponse = z.infer<typeof deepLinkResponseSchema>;

export const deepLinkEndpoints = {
  resolve: endpoint({
    method: 'POST',
    path: deepLinkPaths.resolve,
    auth: 'public',
    body: deepLinkBodySchema,
    response: deepLinkResponseSchema,
  }),
  read: endpoint({
    method: 'GET',
    path: 'deep-link/:token',
    auth: 'public',
    params: z.object({ token: tokenParamSchema }),
    response: deepLinkResponseSchema,
  }),
};
