import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCardAnswerSchema, memberCardPaths } from '../../src/api/member-card.ts';
import { photoReviewPaths } from '../../src/api/photo-review.ts';
import { usersPaths } from '../../src/api/users.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { call, cookieHeader, expectError, PNG_DATA_URL } from '../routes/users-test-kit.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/**
 * The attack: a member puts a photo of their choice (someone else's face, a lent card's new holder)
 * on the card and at the gate without anyone at the club looking at it, by confirming their own
 * upload, or by calling the review itself: as a member, as an employee acting as the member, or as
 * an employee the club never gave the 'photos' role.
 */
describe('a member approving their own photo', () => {
  let t: TestApp;
  const mail = cardDemo.withPhoto;
  let userId: number;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp();
    userId = (await t.db.query<{ id: number }>('SELECT id FROM users WHERE mail = $1', [mail])).rows[0]!.id;
    member = await sessionCookieFor(t.db, mail);
  });
  afterAll(() => t.close());

  const status = async () =>
    (await t.db.query<{ photo_status: string; photo_revision: number }>('SELECT photo_status, photo_revision FROM users WHERE id = $1', [userId])).rows[0]!;
  const cardPhoto = async () =>
    memberCardAnswerSchema.parse((await call(t.app, 'GET', memberCardPaths.card, { cookie: await sessionCookieFor(t.db, mail) })).json()).card?.photo;
  const reviewCalls = (cookie: string, revision: number) => [
    call(t.app, 'GET', photoReviewPaths.waiting, { cookie }),
    call(t.app, 'POST', photoReviewPaths.approve.replace(':userId', String(userId)), { cookie, body: { revision } }),
    call(t.app, 'POST', photoReviewPaths.refuse.replace(':userId', String(userId)), { cookie, body: { revision, reason: 'POOR_QUALITY' } }),
  ];

  it('cannot confirm the photo they just uploaded: it stays waiting and off the card', async () => {
    expect((await call(t.app, 'PUT', usersPaths.confirmPhoto, { cookie: member, body: { photo: PNG_DATA_URL } })).statusCode).toBe(200);
    const response = await call(t.app, 'PUT', usersPaths.confirmPhoto, { cookie: member, body: {} });
    expectError(response, 409, /Only a photo the club approved can be kept/);
    expect(response.json()).toMatchObject({ code: 'photo-not-approved' });
    expect(await status()).toMatchObject({ photo_status: 'PENDING' });
    expect(await cardPhoto()).toBeNull();
  });

  it('cannot confirm a photo the club refused', async () => {
    await t.db.query("UPDATE users SET photo_status = 'REFUSED', photo_refusal = 'INAPPROPRIATE' WHERE id = $1", [userId]);
    expectError(await call(t.app, 'PUT', usersPaths.confirmPhoto, { cookie: member, body: {} }), 409, /Only a photo the club approved/);
    expect(await status()).toMatchObject({ photo_status: 'REFUSED' });
    await t.db.query("UPDATE users SET photo_status = 'PENDING', photo_refusal = NULL WHERE id = $1", [userId]);
  });

  it('cannot call the review as a member, as an employee acting as the member, or as an employee without the photos role', async () => {
    const acting = await call(t.app, 'POST', usersPaths.impersonate, { cookie: await sessionCookieFor(t.db, 'empleado@demo.club'), body: { mail } });
    expect(acting.statusCode, acting.body).toBe(200);
    const { photo_revision: revision } = await status();
    for (const cookie of [await sessionCookieFor(t.db, mail), cookieHeader(acting)]) {
      for (const response of await Promise.all(reviewCalls(cookie, revision))) expectError(response, 403, 'Only employees may do this');
    }
    await t.db.query("UPDATE users SET staff_roles = '{gate}' WHERE mail = 'empleado@demo.club'");
    for (const response of await Promise.all(reviewCalls(await sessionCookieFor(t.db, 'empleado@demo.club'), revision))) {
      expectError(response, 403, "This employee has no 'photos' role");
      expect(response.json()).toMatchObject({ code: 'staff-role-missing' });
    }
    await t.db.query("UPDATE users SET staff_roles = '{gate,photos}' WHERE mail = 'empleado@demo.club'");
    expect(await status()).toMatchObject({ photo_status: 'PENDING' });
    expect(await cardPhoto()).toBeNull();
  });
});
