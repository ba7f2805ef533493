import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../src/api/contract.ts';
import type { ApiErrorBody } from '../../src/api/errors.ts';
import { MAILED_LINK_LIMITS } from '../../src/api/limits.ts';
import { photoReviewEndpoints, photoReviewPaths } from '../../src/api/photo-review.ts';
import { loginErrors, usersEndpoints, type MemberLanguage } from '../../src/api/users.ts';
import { limitDetail } from '../i18n/limit-texts.ts';
import { call } from '../routes/users-test-kit.ts';
import { insertHits } from '../test/limit-hits.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

const [guessesPerAddress] = MAILED_LINK_LIMITS;
const [listPagesPerAccount] = photoReviewEndpoints.waiting.limits;

/**
 * A 429 past a declared limit keeps its message and code, and adds the limit's numbers, the wait
 * (the Retry-After header's) and a sentence made from them in the caller's language.
 */
describe('the 429 answer past a declared limit', () => {
  let t: TestApp;
  let cookie: string;
  let employeeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await sessionCookieFor(t.db, 'empleado@demo.club');
    employeeId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE mail = 'empleado@demo.club'")).rows[0]!.id;
  });
  afterAll(() => t.close());

  /** The 429's body, checked against its Retry-After header, the limit and the sentence in `language`. */
  function expectLimitAnswer(
    response: { statusCode: number; headers: Record<string, unknown>; json: <T>() => T },
    limit: { max: number; windowSeconds: number; failuresOnly?: true },
    language: MemberLanguage,
  ): ApiErrorBody {
    expect(response.statusCode).toBe(429);
    const body = response.json<ApiErrorBody>();
    expect(body).toMatchObject({ message: loginErrors.tooManyAttempts, code: loginErrors.tooManyAttempts });
    expect(body.limit).toEqual({ max: limit.max, windowSeconds: limit.windowSeconds });
    expect(body.retryAfter).toBe(Number(response.headers['retry-after']));
    expect(body.retryAfter).toBeGreaterThan(limit.windowSeconds - 60);
    expect(body.detail).toBe(limitDetail(language, limit, body.retryAfter!));
    return body;
  }

  describe('failures only: guesses of a mailed link, without a session, in the Accept-Language', () => {
    const ip = '10.48.1.1';
    const guess = (headers: Record<string, string> = {}) =>
      call(t.app, 'GET', pathOf(usersEndpoints.passwordRestoreCheck, { hash: randomBytes(32).toString('base64url'), mail: 'socio@demo.club' }), { ip, headers });
    beforeAll(() => insertHits(t.db, guessesPerAddress, ip, guessesPerAddress.max));

    it('speaks Spanish by default, of failed attempts', async () => {
      const body = expectLimitAnswer(await guess(), guessesPerAddress, 'es');
      expect(body.detail).toMatch(/^Has hecho 10 intentos fallidos en 15 minutos\. Podrás volver a intentarlo en 1[45] minutos\.$/);
    });

    it('speaks English and French when the browser asks for them', async () => {
      expect(expectLimitAnswer(await guess({ 'accept-language': 'en-GB,en;q=0.9' }), guessesPerAddress, 'en').detail).toMatch(
        /^You have made 10 failed attempts in 15 minutes\. You can try again in 1[45] minutes\.$/,
      );
      expect(expectLimitAnswer(await guess({ 'accept-language': 'de-DE, fr;q=0.8' }), guessesPerAddress, 'fr').detail).toMatch(
        /^Vous avez fait 10 tentatives échouées en 15 minutes\. Vous pourrez réessayer dans 1[45] minutes\.$/,
      );
    });
  });

  describe("every call: pages of the photo review, in the session user's language", () => {
    const list = (headers: Record<string, string> = {}) => call(t.app, 'GET', photoReviewPaths.waiting, { cookie, headers });
    const speak = (language: MemberLanguage) => t.db.query('UPDATE users SET language = $1 WHERE id = $2', [language, employeeId]);
    beforeAll(() => insertHits(t.db, listPagesPerAccount, `user:${employeeId}`, listPagesPerAccount.max));

    it.each([
      ['es', /^Has hecho 60 solicitudes en un minuto\. Podrás volver a intentarlo en (\d+ segundos|1 minuto)\.$/],
      ['en', /^You have made 60 requests in a minute\. You can try again in (\d+ seconds|1 minute)\.$/],
      ['fr', /^Vous avez fait 60 demandes en une minute\. Vous pourrez réessayer dans (\d+ secondes|1 minute)\.$/],
    ] as const)('speaks %s, of requests, whatever the browser asks for', async (language, sentence) => {
      await speak(language);
      const other = language === 'fr' ? 'en' : 'fr';
      expect(expectLimitAnswer(await list({ 'accept-language': other }), listPagesPerAccount, language).detail).toMatch(sentence);
    });
  });
});
