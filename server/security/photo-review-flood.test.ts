import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Limit } from '../../src/api/contract.ts';
import { PHOTO_REVIEW_DECISION_LIMIT } from '../../src/api/limits.ts';
import { photoReviewEndpoints, photoReviewPaths } from '../../src/api/photo-review.ts';
import { call } from '../routes/users-test-kit.ts';
import { insertHits } from '../test/limit-hits.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

const [PHOTO_REVIEW_LIST_LIMIT] = photoReviewEndpoints.waiting.limits;

/**
 * The attack: a script with a reviewer's account loops on the photo review. A page of the waiting
 * list carries megabytes of photos; decisions in a loop would approve the whole list unseen. Each
 * has a per-account limit, and the call past it answers 429 with Retry-After before any work.
 */
describe('a loop on the photo review', () => {
  let t: TestApp;
  let cookie: string;
  let employeeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await sessionCookieFor(t.db, 'empleado@demo.club');
    employeeId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE mail = 'empleado@demo.club'")).rows[0]!.id;
  });
  afterAll(() => t.close());

  const recordHits = (limit: Limit, count: number) => insertHits(t.db, limit, `user:${employeeId}`, count);
  const expectRefused = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it(`stops the waiting list at ${PHOTO_REVIEW_LIST_LIMIT.max} pages a minute per account`, async () => {
    const list = () => call(t.app, 'GET', photoReviewPaths.waiting, { cookie });
    await recordHits(PHOTO_REVIEW_LIST_LIMIT, PHOTO_REVIEW_LIST_LIMIT.max - 1);
    expect((await list()).statusCode).toBe(200);
    expectRefused(await list());
  });

  it(`stops decisions at ${PHOTO_REVIEW_DECISION_LIMIT.max} a minute per account, before the photo is touched`, async () => {
    const { rows } = await t.db.query<{ id: number }>(
      "UPDATE users SET photo = 'data:image/png;base64,AAAA', photo_status = 'PENDING', photo_revision = 1, photo_sent_at = now() WHERE mail IN ('socio@demo.club', 'grupo.libre@demo.club') RETURNING id",
    );
    const approve = (userId: number) => call(t.app, 'POST', photoReviewPaths.approve.replace(':userId', String(userId)), { cookie, body: { revision: 1 } });
    await recordHits(PHOTO_REVIEW_DECISION_LIMIT, PHOTO_REVIEW_DECISION_LIMIT.max - 1);
    expect((await approve(rows[0]!.id)).statusCode).toBe(204);
    expectRefused(await approve(rows[1]!.id));
    const left = await t.db.query('SELECT 1 FROM users WHERE id = $1 AND photo_status = $2', [rows[1]!.id, 'PENDING']);
    expect(left.rows).toHaveLength(1);
  });
});
