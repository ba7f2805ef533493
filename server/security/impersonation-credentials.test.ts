import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersPaths } from '../../src/api/users.ts';
import { call, cookieHeader, DEMO } from '../routes/users-test-kit.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

/** An employee acting as a member keeps the member's credentials untouched, and does not outlive the employee's session. */
describe("impersonation changing the member's credentials or outliving the employee", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The employee's own session and the impersonation that replaced it in the browser. */
  async function impersonate(mail: string): Promise<{ employee: string; asMember: string }> {
    const employee = await sessionCookieFor(t.db, 'empleado@demo.club');
    const response = await call(t.app, 'POST', usersPaths.impersonate, { cookie: employee, body: { mail } });
    expect(response.statusCode, response.body).toBe(200);
    return { employee, asMember: cookieHeader(response) };
  }
  const me = (cookie: string) => call(t.app, 'GET', usersPaths.extended, { cookie });
  const refusal = (response: { statusCode: number; body: string }) => [
    response.statusCode,
    response.body ? (JSON.parse(response.body) as { code?: string }).code : undefined,
  ];

  it('refuses a new mail, phone or password with 403, and still lets the employee act as the member', async () => {
    const { asMember } = await impersonate('socio@demo.club');
    const put = (path: string, body: object) => call(t.app, 'PUT', path, { cookie: asMember, body });
    const refused = [
      refusal(await put(usersPaths.update, { mail: 'office@attacker.test', currentPassword: DEMO.password })),
      refusal(await put(usersPaths.update, { phone: '+34699000111' })),
      refusal(await put(usersPaths.password, { currentPassword: DEMO.password, newPassword: 'Office2526!' })),
    ];
    expect(refused).toEqual(Array(3).fill([403, 'impersonation-credentials']));
    expect((await put(usersPaths.update, { name: 'Pepe' })).statusCode).toBe(200);
    const { rows } = await t.db.query("SELECT 1 FROM users WHERE mail = 'socio@demo.club' AND phone IS DISTINCT FROM '+34699000111'");
    expect(rows).toHaveLength(1);
  });

  it("ends with the employee's logout", async () => {
    const { employee, asMember } = await impersonate('aficionado@demo.club');
    expect((await me(asMember)).statusCode).toBe(200);
    await call(t.app, 'PUT', usersPaths.logout, { cookie: employee });
    expect((await me(asMember)).statusCode).toBe(401);
  });

  it("ends when the employee's session expires", async () => {
    const { employee, asMember } = await impersonate('aficionado@demo.club');
    const employeeToken = employee.replace(/^sid=/, '');
    await t.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [employeeToken],
    );
    expect((await me(asMember)).statusCode).toBe(401);
  });

  it('ends after 30 minutes, and its logout leaves no session of the employee alive', async () => {
    const { asMember } = await impersonate('simpatizante@demo.club');
    const { rows } = await t.db.query<{ minutes: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM sessions
       WHERE impersonator_user_id IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
    );
    expect(Number(rows[0]?.minutes)).toBeLessThanOrEqual(30);
    // Moves this session's clock 31 minutes on.
    await t.db.query(
      `UPDATE sessions SET created_at = created_at - interval '31 minutes', expires_at = expires_at - interval '31 minutes'
       WHERE impersonator_user_id IS NOT NULL`,
    );
    expect((await me(asMember)).statusCode).toBe(401);

    const again = await impersonate('simpatizante@demo.club');
    await call(t.app, 'PUT', usersPaths.logout, { cookie: again.asMember });
    const alive = await t.db.query("SELECT 1 FROM sessions WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')", [
      again.employee.replace(/^sid=/, ''),
    ]);
    expect(alive.rows).toHaveLength(0);
  });
});
