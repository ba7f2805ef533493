import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCardAnswerSchema, memberCardPaths } from '../../src/api/member-card.ts';
import { PHOTO_REVIEW_PAGE_SIZE, photoReviewPaths, waitingPhotosSchema } from '../../src/api/photo-review.ts';
import { userPhotoSchema, userSchema, usersPaths } from '../../src/api/users.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { DEMO_PHOTO } from '../db/seed-data/demo-photo.ts';
import { currentSeason, listCardsWithSecrets } from '../store/member-cards.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { call, expectError, PNG_DATA_URL } from './users-test-kit.ts';

describe('photos reviewed by the club: GET photo-review/photos, POST …/approve, POST …/refuse', () => {
  let t: TestApp;
  let reviewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    reviewer = await sessionCookieFor(t.db, 'empleado@demo.club');
  });
  afterAll(() => t.close());

  const userIdOf = async (mail: string) => (await t.db.query<{ id: number }>('SELECT id FROM users WHERE mail = $1', [mail])).rows[0]!.id;
  const upload = async (mail: string, photo: string) => {
    const response = await call(t.app, 'PUT', usersPaths.confirmPhoto, { cookie: await sessionCookieFor(t.db, mail), body: { photo } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const waiting = async (page?: number) => {
    const response = await call(t.app, 'GET', `${photoReviewPaths.waiting}${page ? `?page=${page}` : ''}`, { cookie: reviewer });
    expect(response.statusCode, response.body).toBe(200);
    return waitingPhotosSchema.parse(response.json());
  };
  const decide = (action: 'approve' | 'refuse', userId: number, body: unknown) =>
    call(t.app, 'POST', photoReviewPaths[action].replace(':userId', String(userId)), { cookie: reviewer, body });
  const revisionOf = async (userId: number) => (await waiting()).photos.find((one) => one.userId === userId)!.revision;
  const cardPhoto = async (mail: string) =>
    memberCardAnswerSchema.parse((await call(t.app, 'GET', memberCardPaths.card, { cookie: await sessionCookieFor(t.db, mail) })).json()).card?.photo;
  /** What the gate's download carries for that member (its store: the route adds only signing). */
  const gatePhoto = async (partnerNumber: number) =>
    (await listCardsWithSecrets(t.db, (await currentSeason(t.db))!)).find((one) => one.partnerNumber === partnerNumber)?.photoSha256;

  it("lists the photos waiting, oldest sent first, a page at a time, with the member's name and number", async () => {
    // The demo data's photo waiting for review.
    expect(await waiting()).toMatchObject({ photos: [{ name: 'Vicent', partnerNumber: 4102, photo: DEMO_PHOTO, revision: 1 }], total: 1, page: 1, pageSize: PHOTO_REVIEW_PAGE_SIZE });
    await t.db.query("UPDATE users SET photo_status = 'CONFIRMED' WHERE mail = $1", [cardDemo.noSeat]);
    await upload('grupo.titular@demo.club', PNG_DATA_URL);
    await upload('socio@demo.club', DEMO_PHOTO);
    const first = await waiting();
    expect(first.total).toBe(2);
    expect(first.photos.map((one) => [one.name, one.partnerNumber])).toEqual([
      [expect.any(String), expect.any(Number)],
      [expect.any(String), 1001],
    ]);
    expect(first.photos[0]).toMatchObject({ userId: await userIdOf('grupo.titular@demo.club'), photo: PNG_DATA_URL, revision: 1 });
    expect(Date.parse(first.photos[0]!.sentAt)).toBeLessThanOrEqual(Date.parse(first.photos[1]!.sentAt));
    // Twelve more: the second page holds what the first has no room for, still oldest first.
    await t.db.query(
      `UPDATE users SET photo = $1, photo_status = 'PENDING', photo_revision = 1, photo_sent_at = now() + make_interval(secs => id)
       WHERE id IN (SELECT id FROM users WHERE type = 'PARTNER' AND photo IS NULL ORDER BY id LIMIT 12)`,
      [PNG_DATA_URL],
    );
    const [page1, page2] = [await waiting(1), await waiting(2)];
    expect([page1.total, page1.photos.length, page2.photos.length]).toEqual([14, PHOTO_REVIEW_PAGE_SIZE, 4]);
    const sent = [...page1.photos, ...page2.photos].map((one) => Date.parse(one.sentAt));
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect((await waiting(3)).photos).toEqual([]);
    await t.db.query("UPDATE users SET photo = NULL, photo_status = 'NONE', photo_revision = 0, photo_sent_at = NULL WHERE photo_sent_at > now() + interval '1 second'");
  });

  it('approves a photo: only then it reaches the card and, as its thumbnail, the gate', async () => {
    const mail = cardDemo.withPhoto;
    const userId = await userIdOf(mail);
    await upload(mail, PNG_DATA_URL);
    expect(await cardPhoto(mail)).toBeNull();
    expect(await gatePhoto(4101)).toBeNull();
    const approved = await decide('approve', userId, { revision: await revisionOf(userId) });
    expect(approved.statusCode, approved.body).toBe(204);
    expect(await cardPhoto(mail)).toBe(PNG_DATA_URL);
    const { rows } = await t.db.query<{ photo_thumbnail_sha256: string; photo_reviewed_by: number; photo_reviewed_at: Date | null }>(
      'SELECT photo_thumbnail_sha256, photo_reviewed_by, photo_reviewed_at FROM users WHERE id = $1',
      [userId],
    );
    expect(await gatePhoto(4101)).toBe(rows[0]!.photo_thumbnail_sha256);
    expect(rows[0]).toMatchObject({ photo_reviewed_by: await userIdOf('empleado@demo.club'), photo_reviewed_at: expect.any(Date) });
    expect((await waiting()).photos.map((one) => one.userId)).not.toContain(userId);
  });

  it('refuses a photo with a reason the member reads, asks them for another, and takes the next one for review', async () => {
    const mail = 'grupo.titular@demo.club';
    const userId = await userIdOf(mail);
    const refused = await decide('refuse', userId, { revision: await revisionOf(userId), reason: 'FACE_NOT_VISIBLE' });
    expect(refused.statusCode, refused.body).toBe(204);
    const cookie = await sessionCookieFor(t.db, mail);
    const user = userSchema.parse((await call(t.app, 'GET', usersPaths.extended, { cookie })).json());
    expect(user).toMatchObject({ photoStatus: 'REFUSED', photoRefusal: 'FACE_NOT_VISIBLE', mandatoryValidation: { photo: true } });
    expect(userPhotoSchema.parse((await call(t.app, 'GET', usersPaths.photo, { cookie })).json())).toEqual({
      photo: PNG_DATA_URL,
      status: 'REFUSED',
      refusal: 'FACE_NOT_VISIBLE',
    });
    expect(await cardPhoto(mail)).toBeNull();
    await upload(mail, DEMO_PHOTO);
    const again = (await waiting()).photos.find((one) => one.userId === userId);
    expect(again).toMatchObject({ photo: DEMO_PHOTO, revision: 2 });
    expect((await call(t.app, 'GET', usersPaths.extended, { cookie })).json()).toMatchObject({ photoStatus: 'PENDING', photoRefusal: null });
  });

  it('answers 409 when the member sent another photo than the one the employee saw, and when it was decided already', async () => {
    const userId = await userIdOf('socio@demo.club');
    const seen = await revisionOf(userId);
    await upload('socio@demo.club', PNG_DATA_URL);
    const stale = await decide('approve', userId, { revision: seen });
    expectError(stale, 409, 'The member sent another photo: look at it again');
    expect(stale.json()).toMatchObject({ code: 'photo-changed' });
    expectError(await decide('refuse', userId, { revision: seen, reason: 'POOR_QUALITY' }), 409, /another photo/);
    expect((await call(t.app, 'GET', usersPaths.photo, { cookie: await sessionCookieFor(t.db, 'socio@demo.club') })).json()).toMatchObject({ status: 'PENDING' });
    expect((await decide('refuse', userId, { revision: seen + 1, reason: 'POOR_QUALITY' })).statusCode).toBe(204);
    const twice = await decide('approve', userId, { revision: seen + 1 });
    expectError(twice, 409, 'This photo is no longer waiting for review');
    expect(twice.json()).toMatchObject({ code: 'photo-already-reviewed' });
  });

  it('answers 404 without a photo on file and 400 for a bad reason, revision or user id', async () => {
    const userId = await userIdOf('grupo.libre@demo.club');
    expectError(await decide('approve', userId, { revision: 0 }), 404, 'No photo on file for this user');
    expectError(await decide('approve', 999_999, { revision: 0 }), 404, 'No photo on file for this user');
    expectError(await decide('refuse', userId, { revision: 0, reason: 'UGLY' }), 400, /body\.reason/);
    expectError(await decide('refuse', userId, { revision: 0, reason: 'POOR_QUALITY', note: 'x' }), 400, /unknown field 'note'/);
    expectError(await decide('approve', userId, { revision: -1 }), 400, /body\.revision/);
    expectError(await call(t.app, 'POST', 'photo-review/photos/abc/approve', { cookie: reviewer, body: { revision: 0 } }), 400, /userId/);
    expectError(await call(t.app, 'GET', `${photoReviewPaths.waiting}?page=x`, { cookie: reviewer }), 400, /query\.page/);
    expectError(await call(t.app, 'GET', photoReviewPaths.waiting), 401, 'Not logged in');
  });
});
