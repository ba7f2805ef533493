import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginErrors, usersPaths } from '../../src/api/users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call, DEMO, expectError } from './users-test-kit.ts';

describe('POST /api/users/login with the partner-kind fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The seeded shareholder has no DNI; the shareholder login identifies people by DNI and birthdate.
    await t.db.query("UPDATE users SET dni = '11000009Y', birthdate = '1958-10-25' WHERE mail = 'accionista@demo.club'");
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  /** Each login from its own address: the per-IP limit is tested in users-rate-limit.test.ts. */
  const login = (body: unknown) => call(t.app, 'POST', usersPaths.login, { body, ip: `10.2.0.${++ipCounter}` });
  const member = (type: string, dni: string, birthdate: string, pin: string = DEMO.pin, extra: object = {}) =>
    login({ type, dni, birthdate, pin, ...extra });

  it('logs a partner in with DNI, birthdate and PIN, and with a matching card number', async () => {
    const response = await member('partners', '12345678z', '1985-04-12');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mail: 'socio@demo.club' });
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['a360_session', 'sid']);
    expect((await member('partners', '12345678Z', '1985-04-12', DEMO.pin, { partnerId: 1001 })).statusCode).toBe(200);
    expect((await member('partners', '12345678Z', '1985-04-12', DEMO.pin, { partnerNumber: 1001, partnerId: null })).statusCode).toBe(200);
  });

  it.each([
    ['a wrong PIN', ['partners', '12345678Z', '1985-04-12', '9999']],
    ['a wrong birthdate', ['partners', '12345678Z', '1985-04-13']],
    ['an unknown DNI', ['partners', '99999999R', '1985-04-12']],
    ['another card number', ['partners', '12345678Z', '1985-04-12', DEMO.pin, { partnerId: 1002 }]],
    ['a wrong previous number', ['partners', '11000005W', '1968-12-30', DEMO.pin, { previousPartnerNumber: 1149 }]],
  ] as const)('answers 401 for %s', async (_case, args) => {
    const [type, dni, birthdate, pin, extra] = args as unknown as [string, string, string, string?, object?];
    expectError(await member(type, dni, birthdate, pin, extra), 401, loginErrors.invalid);
  });

  it('logs a numbered sympathizer in through the sympathizers login', async () => {
    const response = await member('sympathizers', '23456789D', '1992-09-30');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ type: 'SYMPATHIZER_WITH_NUMBER' });
  });

  it('answers 466 to a sympathizer using the partners login, and to a partner using the fan login', async () => {
    expectError(await member('partners', '23456789D', '1992-09-30'), 466, loginErrors.notAllowed);
    expectError(await member('fan', '12345678Z', '1985-04-12', DEMO.password), 466, loginErrors.notAllowed);
  });

  it('logs a fan in with the account password as PIN; answers 456 to the same fan on the shareholder login', async () => {
    const fan = await member('fan', '11000007G', '2001-07-01', DEMO.password);
    expect(fan.statusCode, fan.body).toBe(200);
    expectError(await member('shareholder', '11000007G', '2001-07-01', DEMO.password), 456, loginErrors.shareholderUnavailable);
    expectError(await member('shareholder', '11000007G', '2001-07-01', DEMO.pin), 401, loginErrors.invalid);
  });

  it('logs a shareholder in through the shareholder login', async () => {
    const response = await member('shareholder', '11000009Y', '1958-10-25', DEMO.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mail: 'accionista@demo.club', fan: { actions: { shareholders: { available: true } } } });
  });

  it('applies the partner rules: 409 pending, 402 no payments (also for a special renewal with its previous number)', async () => {
    expectError(await member('partners', '11000003T', '1999-02-21'), 409, loginErrors.pendingPartner);
    expectError(await member('partners', '11000002E', '1979-11-03'), 402, loginErrors.noPayments);
    const renewal = await member('partners', '11000005W', '1968-12-30', DEMO.pin, { previousPartnerNumber: 1150 });
    expectError(renewal, 402, loginErrors.noPayments);
  });
});
