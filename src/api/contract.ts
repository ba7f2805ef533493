import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, described once: the server registers and validates it from this, the
 * client validates answers with `response`, and server/API.md is generated from it (with the
 * endpoint's summary and statuses, kept in server/api-doc/docs/ out of the browser's bundle).
 */
export interface Endpoint {
  method: HttpMethod;
  /** Under /api/, Fastify style: `groups/:id`. */
  path: string;
  /** 'session' answers 401 without a live session cookie. */
  auth: 'public' | 'session';
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  /** The 2xx body; `noContent` for an empty 204 answer. */
  response: $ZodType;
  /** Rate limits (those without `when` counted before the handler): past one, 429 with Retry-After. */
  limits?: readonly Limit[];
}

/**
 * What a limit counts calls by: `account` the session's user (or the account the body names),
 * `address` the client's IP (an IPv6 address by its /64), `mail` the body's mail, `token` the
 * link's hash (params or body).
 */
export type LimitKey = 'account' | 'address' | 'mail' | 'token';

/** One rate limit of an endpoint: `max` calls per `per` in `windowSeconds`. */
export interface Limit {
  /** The counter's name; endpoints naming one counter share its calls. */
  counter: string;
  per: LimitKey;
  max: number;
  windowSeconds: number;
  /** Only failed calls count, and a success clears an account's count; otherwise every call counts. */
  failuresOnly?: true;
  /** Counted by the handler at the step this names (a call that does not reach it is free); else before the handler. */
  when?: string;
}

/** Keeps the literal types of a descriptor (for typed handlers) while checking its shape. */
export function endpoint<const E extends Endpoint>(descriptor: E): E {
  return descriptor;
}

/** The empty answer of calls that only change state (204). */
export const noContent = z.undefined();

/** Fills `:name` segments of an endpoint path: `pathOf(e, { id: 3 })` → 'groups/3'. */
export function pathOf(descriptor: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return descriptor.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${descriptor.path}`);
    return encodeURIComponent(String(value));
  });
}

/** Shared field rules. Limits keep a 1 MB string out of the database and the logs. */
export const mailSchema = z.string().check(z.trim(), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be a mail address'));
export const passwordSchema = z.string().check(z.minLength(1), z.maxLength(128));
/** A new password: 8 to 128 characters with a letter and a digit (the spec leaves the rule open). */
export const newPasswordSchema = z.string().check(
  z.minLength(8),
  z.maxLength(128),
  z.regex(/[A-Za-z]/, 'must contain a letter'),
  z.regex(/\d/, 'must contain a digit'),
);
/** The DNI check letter of each remainder of the number modulo 23. */
const DNI_CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI_SHAPE = /^([0-9XYZ])(\d{7})([A-Z])$/;
const DNI_RULE = 'must be a DNI or NIE with its check letter';
const NIE_PREFIX_DIGITS: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/**
 * Whether `value` is a Spanish DNI (8 digits and a letter) or NIE (X, Y or Z, 7 digits and a
 * letter) whose check letter is right: TRWAGMYFPDXBNJZSQVHLCKE[number % 23], the NIE prefix
 * counting as 0, 1 or 2. Surrounding spaces and lower case are accepted, as dniSchema accepts
 * them (it trims and upper-cases before checking).
 */
export function isValidDni(value: string): boolean {
  const match = DNI_SHAPE.exec(value.trim().toUpperCase());
  if (!match) return false;
  const [, first = '', digits = '', letter = ''] = match;
  const number = Number((NIE_PREFIX_DIGITS[first] ?? first) + digits);
  return DNI_CHECK_LETTERS[number % 23] === letter;
}

/**
 * Spanish DNI/NIE with a right check letter, stored and compared upper-cased. The pattern
 * documents the shape (API.md); the letter is checked only on that shape, so a bad value gets
 * one message.
 */
export const dniSchema = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.regex(DNI_SHAPE, DNI_RULE),
  z.refine((value) => !DNI_SHAPE.test(value) || isValidDni(value), DNI_RULE),
);
export const isoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'),
  z.refine(isCalendarDate, 'must be a real calendar date'),
);
/** The earliest date pastDateSchema accepts. */
export const MIN_PAST_DATE = '1900-01-01';
/**
 * A real date strictly before today and not before 1900-01-01 (a birthdate). "Today" is the
 * UTC date, so the browser and the server draw the line on the same day.
 */
export const pastDateSchema = isoDateSchema.check(
  z.refine((text) => !isCalendarDate(text) || isPastDate(text), `must be a date before today, from ${MIN_PAST_DATE}`),
);
/**
 * What a name, an address line or a group name never needs, and what breaks or disguises it: control
 * characters (NUL cannot be stored in PostgreSQL text; line breaks and escapes forge log and mail
 * lines), unpaired surrogates (not encodable in UTF-8, so not stored as sent) and the bidi embeddings,
 * overrides and isolates that make a text read as another ("Trojan Source"). Zero-width joiners stay:
 * emoji and some scripts need them.
 */
const UNSAFE_IN_SHORT_TEXT = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
export const shortTextSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(120),
  z.refine((text) => !UNSAFE_IN_SHORT_TEXT.test(text), 'must not contain control, bidi-override or unpaired surrogate characters'),
);
/** Ids are PostgreSQL integers: a larger number would fail in SQL (500) instead of here (400). */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.int().check(z.positive(), z.maximum(MAX_ID));
/** Path parameters arrive as text. */
export const idParamSchema = z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'must be a positive integer')), z.transform(Number));
export const tokenParamSchema = z.string().check(z.minLength(1), z.maxLength(512), z.regex(/^[A-Za-z0-9._~-]+$/, 'must be a token'));

/**
 * Whether a YYYY-MM-DD date lies from 1900-01-01 up to the day before `now`'s UTC date. Both
 * sides are zero-padded ISO dates, so comparing the strings compares the dates.
 */
export function isPastDate(text: string, now: Date = new Date()): boolean {
  return text >= MIN_PAST_DATE && text < now.toISOString().slice(0, 10);
}

/** 2001-02-30 matches the pattern but is no day: the database would reject it with a 500. */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
