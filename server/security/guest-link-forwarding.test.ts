import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEASON_CODES } from '../../src/api/season.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { given, insertGame, newDeviceId, open, ticketOfPass } from '../routes/guest-passes.fixtures.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

const DEVICES = 10;

/**
 * The attack: a guest's link is forwarded (a group chat, a resold ticket) and opened on several
 * devices. The first device to open it keeps the pass: every other one is refused, never shown
 * the code's secret, even when all of them open it at the same moment.
 */
describe("forwarding a guest's link to several devices", () => {
  let t: TestApp;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = await sessionCookieFor(t.db, groupDemo.free);
  });
  afterAll(() => t.close());

  it('keeps the pass on the first device; later devices get 409 and no secret', async () => {
    const { pass, token } = await given(t.app, member, await insertGame(t.db, '10 days'));
    const { secret } = (await ticketOfPass(t.db, pass.id))!;
    const first = newDeviceId();
    expect((await open(t.app, token, first)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const refused = await open(t.app, token, newDeviceId());
      expect(refused.json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestOtherDevice });
      expect(refused.body).not.toContain(secret);
    }
    const again = await open(t.app, token, first);
    expect(again.json()).toMatchObject({ status: 'LIVE', secret });
  });

  it(`lets exactly one of ${DEVICES} devices opening the link at once keep it`, async () => {
    const { pass, token } = await given(t.app, member, await insertGame(t.db, '11 days'));
    const { secret } = (await ticketOfPass(t.db, pass.id))!;
    const devices = Array.from({ length: DEVICES }, newDeviceId);
    const answers = await Promise.all(devices.map((device, index) => open(t.app, token, device, `10.49.20.${index + 1}`)));
    const winners = answers.flatMap((answer, index) => (answer.statusCode === 200 ? [devices[index]] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.json()).toMatchObject({ statusCode: 409, code: SEASON_CODES.guestOtherDevice });
      expect(answer.body).not.toContain(secret);
    }
    const { rows } = await t.db.query<{ device_id: string }>('SELECT device_id FROM guest_passes WHERE id = $1', [pass.id]);
    expect(rows[0]!.device_id).toBe(winners[0]);
  });
});
