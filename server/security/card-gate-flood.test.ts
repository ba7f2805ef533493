import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Limit } from '../../src/api/contract.ts';
import { gateEndpoints, gatePaths } from '../../src/api/gate.ts';
import { PHOTO_UPLOAD_LIMIT } from '../../src/api/limits.ts';
import { memberCardEndpoints, memberCardPaths } from '../../src/api/member-card.ts';
import { usersPaths } from '../../src/api/users.ts';
import { DEMO_PHOTO } from '../db/seed-data/demo-photo.ts';
import { call } from '../routes/users-test-kit.ts';
import { insertHits } from '../test/limit-hits.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

const [CARD_SECRET_LIMIT] = memberCardEndpoints.secret.limits;
const [CARD_PDF_LIMIT] = memberCardEndpoints.pdf.limits;
const [GATE_DOWNLOAD_LIMIT] = gateEndpoints.download.limits;
const [GATE_SYNC_LIMIT] = gateEndpoints.sync.limits;

/**
 * The attack: a script with an account loops on the card's and the gate's calls. The secret and
 * the PDF cost little each, a gate download reads every card holder, a sync writes, a new photo is
 * decoded for its thumbnail: each has a per-account limit, and the call past it answers 429 with
 * Retry-After before any work.
 */
describe('a loop on the member card and gate calls', () => {
  let t: TestApp;
  let gameId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const games = await call(t.app, 'GET', gatePaths.games, { cookie: await sessionCookieFor(t.db, 'empleado@demo.club') });
    gameId = games.json<{ id: number }[]>()[0]!.id;
  });
  afterAll(() => t.close());

  const recordHits = async (limit: Limit, mail: string, count: number) => {
    const userId = (await t.db.query<{ id: number }>('SELECT id FROM users WHERE mail = $1', [mail])).rows[0]!.id;
    await insertHits(t.db, limit, `user:${userId}`, count);
  };

  const expectRefused = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it(`stops the secret at ${CARD_SECRET_LIMIT.max} an hour per account`, async () => {
    const cookie = await sessionCookieFor(t.db, 'grupo.libre@demo.club');
    const secret = () => call(t.app, 'POST', memberCardPaths.secret, { cookie, body: {} });
    for (let i = 0; i < CARD_SECRET_LIMIT.max; i += 1) expect((await secret()).statusCode).toBe(200);
    expectRefused(await secret());
  });

  it(`stops the card's PDF at ${CARD_PDF_LIMIT.max} an hour per account`, async () => {
    const cookie = await sessionCookieFor(t.db, 'grupo.sin.grupo@demo.club');
    const pdf = () => call(t.app, 'GET', memberCardPaths.pdf, { cookie });
    for (let i = 0; i < CARD_PDF_LIMIT.max; i += 1) expect((await pdf()).statusCode).toBe(200);
    expectRefused(await pdf());
  });

  it(`stops new photos at ${PHOTO_UPLOAD_LIMIT.max} an hour per account; keeping an approved one on file is not counted`, async () => {
    const mail = 'grupo.conyuge@demo.club';
    const cookie = await sessionCookieFor(t.db, mail);
    const upload = (photo: string) => call(t.app, 'PUT', usersPaths.confirmPhoto, { cookie, body: { photo } });
    for (let i = 0; i < PHOTO_UPLOAD_LIMIT.max; i += 1) expect((await upload(DEMO_PHOTO)).statusCode).toBe(200);
    // Refused before it is decoded (this one is not even an image: no 400) or stored.
    expectRefused(await upload('data:image/png;base64,AAAA'));
    const { rows } = await t.db.query<{ photo: string }>('SELECT photo FROM users WHERE mail = $1', [mail]);
    expect(rows[0]!.photo).toBe(DEMO_PHOTO);
    await t.db.query("UPDATE users SET photo_status = 'CONFIRMED' WHERE mail = $1", [mail]);
    expect((await call(t.app, 'PUT', usersPaths.confirmPhoto, { cookie, body: {} })).statusCode).toBe(200);
  });

  it(`stops gate syncs at ${GATE_SYNC_LIMIT.max} a minute per account`, async () => {
    const cookie = await sessionCookieFor(t.db, 'empleado@demo.club');
    const sync = () => call(t.app, 'POST', gatePaths.sync.replace(':id', String(gameId)), { cookie, body: { deviceId: 'gate-north-1', since: 0, entries: [] } });
    // The minute's syncs but one, recorded as the limit records them; then the last allowed one, and one more.
    await recordHits(GATE_SYNC_LIMIT, 'empleado@demo.club', GATE_SYNC_LIMIT.max - 1);
    expect((await sync()).statusCode).toBe(200);
    expectRefused(await sync());
  });

  it(`stops gate downloads at ${GATE_DOWNLOAD_LIMIT.max} an hour per account`, async () => {
    // The hour's downloads so far, recorded as the limit records them: each real one reads every card (about 0.5 s here).
    await recordHits(GATE_DOWNLOAD_LIMIT, 'empleado@demo.club', GATE_DOWNLOAD_LIMIT.max);
    const path = `${gatePaths.download.replace(':id', String(gameId))}?device=gate-north-1`;
    expectRefused(await call(t.app, 'GET', path, { cookie: await sessionCookieFor(t.db, 'empleado@demo.club') }));
  });
});
