import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatePaths } from '../../src/api/gate.ts';
import { memberCardPaths } from '../../src/api/member-card.ts';
import { usersPaths } from '../../src/api/users.ts';
import { call, cookieHeader, expectError } from '../routes/users-test-kit.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/**
 * The attack: cloning member cards. The card's secret makes every code of the member's card, and
 * a gate download holds the day keys of every member for a game's day: whoever gets either can
 * show a valid card on another phone. An employee acting as a member at the office's desk must
 * not take the member's secret, and only employees, as themselves, reach the gate.
 */
describe('cloning member cards through the secret or the gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const impersonating = async (mail: string) => {
    const acting = await call(t.app, 'POST', usersPaths.impersonate, { cookie: await sessionCookieFor(t.db, 'empleado@demo.club'), body: { mail } });
    expect(acting.statusCode, acting.body).toBe(200);
    return cookieHeader(acting);
  };

  it("refuses the member's secret to an employee impersonating the member, and makes none", async () => {
    const response = await call(t.app, 'POST', memberCardPaths.secret, { cookie: await impersonating('grupo.amigo2@demo.club'), body: {} });
    expectError(response, 403, 'Not while impersonating a member');
    expect(response.json()).toMatchObject({ code: 'impersonating' });
    const { rows } = await t.db.query('SELECT 1 FROM card_secrets cs JOIN partners p ON p.id = cs.partner_id WHERE p.partner_number = 2012');
    expect(rows).toEqual([]);
  });

  it('answers 403 on every gate endpoint to a partner and to an employee impersonating one', async () => {
    const games = await call(t.app, 'GET', gatePaths.games, { cookie: await sessionCookieFor(t.db, 'empleado@demo.club') });
    const gameId = games.json<{ id: number }[]>()[0]!.id;
    for (const cookie of [await sessionCookieFor(t.db, 'socio@demo.club'), await impersonating('socio@demo.club')]) {
      expectError(await call(t.app, 'GET', gatePaths.games, { cookie }), 403, 'Only employees may do this');
      expectError(await call(t.app, 'GET', gatePaths.key, { cookie }), 403, 'Only employees may do this');
      expectError(await call(t.app, 'GET', `${gatePaths.download.replace(':id', String(gameId))}?device=gate-north-1`, { cookie }), 403, 'Only employees may do this');
      const body = { deviceId: 'gate-north-1', since: 0, entries: [] };
      expectError(await call(t.app, 'POST', gatePaths.sync.replace(':id', String(gameId)), { cookie, body }), 403, 'Only employees may do this');
    }
  });
});
