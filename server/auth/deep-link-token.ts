import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { deepLinkPathSchema, deepLinkTypeSchema, isDeepLinkPath, type DeepLinkType } from '../../src/api/deep-link.ts';

/**
 * Deep-link tokens: base64url(JSON payload) "." base64url(HMAC-SHA256 of the first part).
 * Self-contained (nothing stored at minting); only LOGIN links leave a trace when used.
 */
const payloadSchema = z
  .object({
    jti: z.string().check(z.minLength(1), z.maxLength(64)),
    type: deepLinkTypeSchema,
    redirectUrl: deepLinkPathSchema,
    userId: z.optional(z.int().check(z.positive())),
    /** Expiry, seconds since the epoch. */
    exp: z.int(),
  })
  .check(z.refine((payload) => payload.type !== 'LOGIN' || payload.userId !== undefined, 'a LOGIN link needs a user'));
export type DeepLinkPayload = z.infer<typeof payloadSchema>;

export interface MintDeepLinkOptions {
  type: DeepLinkType;
  /** An app path inside an allowed section (isDeepLinkPath). */
  redirectUrl: string;
  /** Required for LOGIN: the user the link logs in. */
  userId?: number;
  ttlSeconds: number;
  nowMs?: number;
}

export type VerifiedDeepLink = { status: 'valid'; payload: DeepLinkPayload } | { status: 'invalid' | 'expired' };

const nowSeconds = (nowMs: number) => Math.floor(nowMs / 1000);

/** Signs a new link; refuses (throws) a target outside the app or a LOGIN link without a user. */
export function mintDeepLinkToken(secret: string, options: MintDeepLinkOptions): string {
  if (!isDeepLinkPath(options.redirectUrl)) {
    throw new Error(`Deep links lead to a path of an allowed app section, not ${JSON.stringify(options.redirectUrl)}`);
  }
  if (options.type === 'LOGIN' && options.userId === undefined) throw new Error('A LOGIN link needs a user');
  if (!Number.isInteger(options.ttlSeconds) || options.ttlSeconds <= 0) throw new Error('ttlSeconds must be a positive integer');
  const payload: DeepLinkPayload = {
    jti: randomUUID(),
    type: options.type,
    redirectUrl: options.redirectUrl,
    ...(options.userId === undefined ? {} : { userId: options.userId }),
    exp: nowSeconds(options.nowMs ?? Date.now()) + options.ttlSeconds,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** Checks the signature first: nothing of an unsigned payload is trusted, not even its expiry. */
export function verifyDeepLinkToken(secret: string, token: string, nowMs: number = Date.now()): VerifiedDeepLink {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0 || !sameSignature(sign(secret, body), signature)) return { status: 'invalid' };
  const payload = z.safeParse(payloadSchema, parseJson(Buffer.from(body, 'base64url').toString('utf8')));
  if (!payload.success) return { status: 'invalid' };
  if (payload.data.exp <= nowSeconds(nowMs)) return { status: 'expired' };
  return { status: 'valid', payload: payload.data };
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
