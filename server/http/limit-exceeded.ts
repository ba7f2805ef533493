import type { FastifyRequest } from 'fastify';
import type { Limit } from '../../src/api/contract.ts';
import type { LimitExceededFields } from '../../src/api/errors.ts';
import type { MemberLanguage } from '../../src/api/users.ts';
import { loginErrors } from '../../src/api/users.ts';
import { languageOfHeader, limitDetail } from '../i18n/limit-texts.ts';

/**
 * A call past a declared limit: answered 429 'too many attempts' like any expected failure, with
 * the limit's numbers and a sentence made from them. Not an HttpError subclass: route.ts and
 * limits.ts import each other, and a class extending across that cycle would load before its base.
 */
export class LimitExceeded extends Error {
  readonly statusCode = 429;
  readonly code = loginErrors.tooManyAttempts;
  constructor(
    readonly limit: Limit,
    readonly retryAfter: number,
  ) {
    super(loginErrors.tooManyAttempts);
    this.name = 'LimitExceeded';
  }
}

/** The session user's language, kept by the route once the session is read (no query of its own). */
const sessionLanguages = new WeakMap<FastifyRequest, MemberLanguage>();

export function rememberSessionLanguage(request: FastifyRequest, language: MemberLanguage | undefined): void {
  if (language) sessionLanguages.set(request, language);
}

/** The session user's language, else the first of es, en, fr the browser asks for, else Spanish. */
export function languageOfRequest(request: FastifyRequest): MemberLanguage {
  return sessionLanguages.get(request) ?? languageOfHeader(request.headers['accept-language']) ?? 'es';
}

/** What a 429 past a declared limit adds to the error body. */
export function limitExceededFields(error: LimitExceeded, request: FastifyRequest): LimitExceededFields {
  const { max, windowSeconds } = error.limit;
  return {
    limit: { max, windowSeconds },
    retryAfter: error.retryAfter,
    detail: limitDetail(languageOfRequest(request), error.limit, error.retryAfter),
  };
}
