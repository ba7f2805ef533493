import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema, usersPaths } from '../../src/api/users.ts';
import { createSession, findSessionUser, SESSION_COOKIE } from '../auth/session.ts';
import { groupDemo } from '../db/seed-data/accounts-groups.ts';
import { loginDemo } from '../db/seed-data/accounts-login.ts';
import { findUserIdByMail } from '../store/users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('GET /api/users/extended', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const url = `/api/${usersPaths.extended}`;
  const getWithCookie = (token: string) => t.app.inject({ url, cookies: { [SESSION_COOKIE]: token } });
  const sessionFor = async (mail: string) => {
    const id = await findUserIdByMail(t.db, mail);
    if (id === null) throw new Error(`no demo user ${mail}`);
    return createSession(t.db, id);
  };

  it('answers 401 Not logged in to an anonymous visitor', async () => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Not logged in' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the user of a valid session', async () => {
    const response = await getWithCookie(await sessionFor('socio@demo.club'));
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({ mail: 'socio@demo.club', type: 'PARTNER', sympathizer: null, fan: null, group: null });
    expect(user.partner).toMatchObject({
      partnerNumber: 1001,
      info: { totalPaidAmount: 240, season: '25/26' },
      actions: { changeSeat: { allowed: true, executionAllowed: true } },
    });
    expect(response.body).not.toContain('password');
  });

  it("answers a partner's sold seat and the season's payments, oldest first (beyond §7)", async () => {
    const partnerOf = async (mail: string) => userSchema.parse((await getWithCookie(await sessionFor(mail))).json()).partner;
    const socio = await partnerOf('socio@demo.club');
    expect(socio?.seat).toEqual({ id: expect.any(Number), sector: 'Tribuna Norte', area: 'Zona N2B', areaId: 106, row: 1, number: 1 });
    expect(socio?.info.payments).toEqual([{ amount: 240, paidAt: '2025-07-01' }]);
    const { rows } = await t.db.query<{ seat_id: number }>(
      "SELECT c.seat_id FROM seat_claims c JOIN partners p ON p.id = c.partner_id WHERE p.partner_number = 1001 AND c.kind = 'SOLD'",
    );
    expect(socio?.seat?.id).toBe(rows[0]?.seat_id);

    // Instalments: three payments whose sum is the total.
    const owner = await partnerOf(groupDemo.familyOwner);
    expect(owner?.info).toEqual({
      totalPaidAmount: 240,
      season: '25/26',
      payments: [
        { amount: 80, paidAt: '2025-06-16' },
        { amount: 80, paidAt: '2025-09-15' },
        { amount: 80, paidAt: '2025-12-15' },
      ],
      secondPayment: null,
    });
    expect(owner?.seat).toMatchObject({ area: 'Zona N2B', areaId: 106 });

    // Only the current season counts; a HELD seat (a live seat change) is not the partner's seat.
    const renewal = await partnerOf(loginDemo.specialRenewal);
    expect(renewal?.info).toMatchObject({ totalPaidAmount: 0, payments: [] });
    const changing = await partnerOf('cambio.abierto@demo.club');
    expect(changing?.seat?.areaId).toBe(106);
  });

  it('answers a null seat and no payments for a partner without them (pending partner)', async () => {
    const user = userSchema.parse((await getWithCookie(await sessionFor(loginDemo.pending))).json());
    expect(user.partner).toMatchObject({ status: 'PENDING', seat: null, info: { totalPaidAmount: 0, payments: [] } });
  });

  it("answers the group a partner is PENDING in as `pendingGroup` (beyond §7), null for an active member", async () => {
    const partnerOf = async (mail: string) => userSchema.parse((await getWithCookie(await sessionFor(mail))).json());
    const groupIdOf = async (name: string) => (await t.db.query<{ id: number }>('SELECT id FROM groups WHERE name = $1', [name])).rows[0]?.id;

    const pending = await partnerOf(groupDemo.familyPending);
    expect(pending.group).toBeNull(); // an invitation is not membership yet
    expect(pending.partner?.pendingGroup).toEqual({ id: await groupIdOf('Familia Ferrando'), name: 'Familia Ferrando', type: 'FAMILY' });
    const invited = await partnerOf(groupDemo.invitePending);
    expect(invited.partner?.pendingGroup).toEqual({ id: await groupIdOf('Amics de la Fonteta'), name: 'Amics de la Fonteta', type: 'FRIENDS' });

    const active = await partnerOf(groupDemo.familyOwner);
    expect(active.group).toMatchObject({ name: 'Familia Ferrando' });
    expect(active.partner?.pendingGroup).toBeNull();
    expect((await partnerOf(groupDemo.noGroup)).partner?.pendingGroup).toBeNull();
  });

  it('lists a payment on the day it was made in Valencia, and cents exactly', async () => {
    await t.db.query(
      `INSERT INTO partner_payments (partner_id, season, amount_cents, paid_at)
       SELECT p.id, p.season, 1999, timestamptz '2026-01-31 23:30:00+00' FROM partners p JOIN users u ON u.id = p.user_id
       WHERE u.mail = $1`,
      [loginDemo.noPayments],
    );
    const user = userSchema.parse((await getWithCookie(await sessionFor(loginDemo.noPayments))).json());
    expect(user.partner?.info).toMatchObject({ totalPaidAmount: 19.99, payments: [{ amount: 19.99, paidAt: '2026-02-01' }] });
  });

  it.each([
    ['simpatizante.numero@demo.club', 'SYMPATHIZER_WITH_NUMBER', (u: ReturnType<typeof userSchema.parse>) => u.sympathizer?.number === 5001],
    ['accionista@demo.club', 'FAN', (u: ReturnType<typeof userSchema.parse>) => u.fan?.actions.shareholders.available === true],
    ['empresa@demo.club', 'ENTERPRISE_ADMIN', (u: ReturnType<typeof userSchema.parse>) => u.partner === null],
  ])('answers %s as a %s with the right profile', async (mail, type, hasProfile) => {
    const user = userSchema.parse((await getWithCookie(await sessionFor(mail))).json());
    expect(user.type).toBe(type);
    expect(hasProfile(user)).toBe(true);
  });

  it('answers 401 once the session has expired', async () => {
    const token = await sessionFor('socio@demo.club');
    expect((await getWithCookie(token)).statusCode).toBe(200);
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    const response = await getWithCookie(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not logged in' });
  });

  it('answers 401 for a made-up or malformed token', async () => {
    expect((await getWithCookie('A'.repeat(43))).statusCode).toBe(401);
    expect((await getWithCookie("' OR 1=1 --")).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores only the sha256 of the token, with an expiry in the future', async () => {
    const userId = (await findUserIdByMail(t.db, 'socio@demo.club')) ?? -1;
    const token = await createSession(t.db, userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.db.query<{ token_hash: string; live: boolean }>(
      'SELECT token_hash, expires_at > now() AS live FROM sessions WHERE user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.live).toBe(true);
    expect((await findSessionUser(t.db, token))?.mail).toBe('socio@demo.club');
  });
});
