import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasesEndpoints, releasesPaths, releaseSchema } from '../../src/api/releases.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { insertGame, partnerOf, priceEveryArea, releasesCall, sellRelease } from '../routes/releases.fixtures.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

const [RELEASE_LIMIT] = releasesEndpoints.release.limits;

/**
 * The attacks on releases: a script that puts a seat on and off sale in a loop (buyers would see
 * it flicker, and every change writes rows), one that takes back or reads what is not the caller's,
 * one that releases after the deadline, and one that releases for a group it does not manage.
 */
describe('attacks on releases and credits', () => {
  let t: TestApp;
  let gameId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await priceEveryArea(t.db);
    gameId = await insertGame(t.db, '10 days');
  });
  afterAll(() => t.close());

  const releasesOf = async (partnerId: number) =>
    (await t.db.query<{ status: string }>('SELECT status FROM seat_releases WHERE partner_id = $1 ORDER BY id', [partnerId])).rows.map((r) => r.status);

  it(`stops a release and take-back loop at ${RELEASE_LIMIT.max} changes an hour per account, with Retry-After`, async () => {
    const cookie = await sessionCookieFor(t.db, groupDemo.free);
    const { partnerId } = await partnerOf(t.db, groupDemo.free);
    let lastId = 0;
    for (let changes = 0; changes < RELEASE_LIMIT.max; changes += 2) {
      const released = await releasesCall(t.app, 'POST', releasesPaths.release, cookie, { gameId, partnerId });
      expect(released.statusCode, released.body).toBe(201);
      lastId = releaseSchema.parse(released.json()).id;
      expect((await releasesCall(t.app, 'DELETE', releasesPaths.takeBack.replace(':id', String(lastId)), cookie)).statusCode).toBe(204);
    }
    const refused = await releasesCall(t.app, 'POST', releasesPaths.release, cookie, { gameId, partnerId });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await releasesCall(t.app, 'DELETE', releasesPaths.takeBack.replace(':id', String(lastId)), cookie)).statusCode).toBe(429);
    // One row per allowed release, every one taken back: the seat is the member's again.
    expect(await releasesOf(partnerId)).toEqual(Array.from({ length: RELEASE_LIMIT.max / 2 }, () => 'TAKEN_BACK'));
  });

  it("takes back nobody else's release and reads nobody else's credits", async () => {
    const ownerCookie = await sessionCookieFor(t.db, groupDemo.friendsOwner);
    const victim = await partnerOf(t.db, groupDemo.friendsOwner);
    const released = releaseSchema.parse((await releasesCall(t.app, 'POST', releasesPaths.release, ownerCookie, { gameId, partnerId: victim.partnerId })).json());
    const attacker = await sessionCookieFor(t.db, groupDemo.noGroup);
    // Every id near the victim's answers the same 404 as one that does not exist.
    const answers = await Promise.all(
      [released.id - 1, released.id, released.id + 1, 999_999].map((id) => releasesCall(t.app, 'DELETE', releasesPaths.takeBack.replace(':id', String(id)), attacker)),
    );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(404);
    expect(await releasesOf(victim.partnerId)).toEqual(['RELEASED']);

    await sellRelease(t.db, released.id, 1250);
    // The ledger is the caller's own: nothing in the address names another partner.
    const credits = await releasesCall(t.app, 'GET', `${releasesPaths.credits}?partnerId=${victim.partnerId}`, attacker);
    expect(credits.json()).toEqual({ balance: 0, lines: [] });
    // Nor does the overview of releases show the victim.
    const overview = await releasesCall(t.app, 'GET', releasesPaths.list, attacker);
    expect(overview.body).not.toContain(`"partnerId":${victim.partnerId}`);
  });

  it('refuses a release after the deadline by the database clock, and writes nothing', async () => {
    const cookie = await sessionCookieFor(t.db, groupDemo.inviteOwner);
    const { partnerId } = await partnerOf(t.db, groupDemo.inviteOwner);
    const closing = await insertGame(t.db, '179 minutes');
    expect((await releasesCall(t.app, 'POST', releasesPaths.release, cookie, { gameId: closing, partnerId })).json()).toMatchObject({
      statusCode: 409,
      code: 'release-deadline-passed',
    });
    expect(await releasesOf(partnerId)).toEqual([]);
  });

  it("refuses a release for a partner of a group the caller does not manage, or only belongs to, and writes nothing", async () => {
    const member = await sessionCookieFor(t.db, groupDemo.friendsMemberA);
    const ownerOfGroup = await partnerOf(t.db, groupDemo.friendsOwner);
    const fellowMember = await partnerOf(t.db, groupDemo.friendsMemberB);
    const otherGroup = await partnerOf(t.db, groupDemo.familySpouse);
    const pendingInvite = await partnerOf(t.db, groupDemo.invitePending);
    const inviteOwner = await sessionCookieFor(t.db, groupDemo.inviteOwner);
    for (const [cookie, partnerId] of [
      [member, ownerOfGroup.partnerId],
      [member, fellowMember.partnerId],
      [member, otherGroup.partnerId],
      [inviteOwner, pendingInvite.partnerId],
    ] as const) {
      const refused = await releasesCall(t.app, 'POST', releasesPaths.release, cookie, { gameId, partnerId });
      expect(refused.json()).toMatchObject({ statusCode: 403, code: 'release-not-yours' });
    }
    expect(await releasesOf(fellowMember.partnerId)).toEqual([]);
    expect(await releasesOf(otherGroup.partnerId)).toEqual([]);
    expect(await releasesOf(pendingInvite.partnerId)).toEqual([]);
  });
});
