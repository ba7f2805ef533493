import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCodeAt, checkCardCode, clubDay, deriveDayKey } from '../../src/api/card-code.ts';
import { gateDownloadPayloadSchema, gatePaths, signedGateDownloadSchema } from '../../src/api/gate.ts';
import { cardSecretSchema, memberCardEndpoints, memberCardPaths } from '../../src/api/member-card.ts';
import { usersPaths } from '../../src/api/users.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { call, cookieHeader, expectError } from '../routes/users-test-kit.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/** The men's league game of Sunday 2025-10-05, 18:00 in Valencia, and the time its doors open. */
const GAME_STARTS_AT = '2025-10-05T16:00:00.000Z';
const DOORS_OPEN = Date.parse('2025-10-05T17:00:00+02:00');
const [CARD_RENEW_LIMIT] = memberCardEndpoints.renewSecret.limits;

/**
 * The attacks: a phone the member no longer holds (sold, lost, a shared one) keeps the card's
 * secret, and so keeps making codes that enter. Renewing the secret must cut it off at the next
 * gate download; an employee acting as the member must not renew (nor take) it; and a script
 * looping on the renewal stops at its limit.
 */
describe("renewing the card's secret", () => {
  let t: TestApp;
  let gameId: number;
  beforeAll(async () => {
    // The gate downloads a game on its club day only: the server's clock is at the doors' opening.
    t = await createTestApp({ now: () => new Date(DOORS_OPEN) });
    const games = await call(t.app, 'GET', gatePaths.games, { cookie: await sessionCookieFor(t.db, 'empleado@demo.club') });
    gameId = games.json<{ id: number; startsAt: string }[]>().find((game) => game.startsAt === GAME_STARTS_AT)!.id;
  });
  afterAll(() => t.close());

  const secretOf = (path: string, cookie: string) => call(t.app, 'POST', path, { cookie, body: {} });
  const dayKeyAtTheGate = async (partnerNumber: number) => {
    const cookie = await sessionCookieFor(t.db, 'empleado@demo.club');
    const response = await call(t.app, 'GET', `${gatePaths.download.replace(':id', String(gameId))}?device=gate-north-1`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const data = gateDownloadPayloadSchema.parse(JSON.parse(signedGateDownloadSchema.parse(response.json()).payload));
    return data.members.find((member) => member.partnerNumber === partnerNumber)!.dayKey;
  };
  const codeAtTheDoor = async (secret: string, partnerNumber: number) =>
    cardCodeAt(await deriveDayKey(secret, '25/26', partnerNumber, clubDay(DOORS_OPEN)), DOORS_OPEN);

  it("refuses the old phone's codes at the gate download after the renewal, and admits the new phone's", async () => {
    const member = await sessionCookieFor(t.db, cardDemo.withPhoto);
    const old = cardSecretSchema.parse((await secretOf(memberCardPaths.secret, member)).json());
    const oldCode = await codeAtTheDoor(old.secret, 4101);
    expect(checkCardCode(await dayKeyAtTheGate(4101), oldCode, DOORS_OPEN)).toBe('VALID');

    const renewed = await secretOf(memberCardPaths.renewSecret, member);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = cardSecretSchema.parse(renewed.json());
    expect(fresh).toMatchObject({ season: '25/26', partnerNumber: 4101 });
    expect(fresh.secret).not.toBe(old.secret);
    // Every phone asking later gets the new secret, not the old one.
    expect(cardSecretSchema.parse((await secretOf(memberCardPaths.secret, member)).json()).secret).toBe(fresh.secret);

    const dayKey = await dayKeyAtTheGate(4101);
    expect(checkCardCode(dayKey, oldCode, DOORS_OPEN)).toBe('WRONG');
    expect(checkCardCode(dayKey, await codeAtTheDoor(fresh.secret, 4101), DOORS_OPEN)).toBe('VALID');
    // Two downloads of every card holder (about 5,600): seconds on a loaded machine.
  }, 120_000);

  it('refuses the renewal to an employee acting as the member, and leaves the secret as it was', async () => {
    const member = await sessionCookieFor(t.db, 'grupo.amigo1@demo.club');
    const before = cardSecretSchema.parse((await secretOf(memberCardPaths.secret, member)).json());
    const acting = await call(t.app, 'POST', usersPaths.impersonate, {
      cookie: await sessionCookieFor(t.db, 'empleado@demo.club'),
      body: { mail: 'grupo.amigo1@demo.club' },
    });
    expect(acting.statusCode, acting.body).toBe(200);
    const response = await secretOf(memberCardPaths.renewSecret, cookieHeader(acting));
    expectError(response, 403, 'Not while impersonating a member');
    expect(response.json()).toMatchObject({ code: 'impersonating' });
    expect(cardSecretSchema.parse((await secretOf(memberCardPaths.secret, member)).json()).secret).toBe(before.secret);
  });

  it(`stops a loop at ${CARD_RENEW_LIMIT.max} renewals a day per account, with Retry-After, and keeps the last secret`, async () => {
    const member = await sessionCookieFor(t.db, 'grupo.libre@demo.club');
    let last = '';
    for (let i = 0; i < CARD_RENEW_LIMIT.max; i += 1) {
      const response = await secretOf(memberCardPaths.renewSecret, member);
      expect(response.statusCode, response.body).toBe(200);
      last = cardSecretSchema.parse(response.json()).secret;
    }
    for (let i = 0; i < 5; i += 1) {
      const refused = await secretOf(memberCardPaths.renewSecret, member);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(cardSecretSchema.parse((await secretOf(memberCardPaths.secret, member)).json()).secret).toBe(last);
  });

  it('answers 401 without a session and 403 to a member without a card', async () => {
    expectError(await call(t.app, 'POST', memberCardPaths.renewSecret, { body: {} }), 401, 'Not logged in');
    expectError(await secretOf(memberCardPaths.renewSecret, await sessionCookieFor(t.db, cardDemo.noSeat)), 403, 'No member card: NO_SEAT');
  });
});
