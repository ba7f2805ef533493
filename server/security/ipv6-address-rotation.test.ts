import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_PER_ADDRESS_LIMIT, LOGIN_LIMITS } from '../../src/api/limits.ts';
import { SIGNUP_CODES, signupPaths } from '../../src/api/signup.ts';
import { loginErrors, usersEndpoints, usersPaths } from '../../src/api/users.ts';
import { call, DEMO, expectError } from '../routes/users-test-kit.ts';
import { BORN } from '../routes/signup.fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const [, recoverPerAddress] = usersEndpoints.passwordRecover.limits;

/**
 * The attack: one host is given a whole IPv6 /64 (2^64 addresses) and takes a new address for
 * each request, so a limit per address would never be reached. Per-address limits count an IPv6
 * address by its /64: the rotating host meets the login, sign-up and recovery limits as one address.
 */
describe('a client rotating its IPv6 address inside one /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Address `n` of a /64: `2001:db8:47:<net>::<n>` in hexadecimal. */
  const inNet = (net: number, n: number) => `2001:db8:47:${net.toString(16)}::${(n + 1).toString(16)}`;

  it(`meets the login limit of ${LOGIN_LIMITS.address.max} failures per address`, async () => {
    // Special-renewal logins guess a previous partner number (no scrypt: the test stays fast); each counts as a failed login.
    const guess = (n: number, ip: string) =>
      call(t.app, 'POST', usersPaths.loginValidate, { body: { mail: `guess${n}@demo.club`, previousPartnerNumber: n + 1 }, ip });
    for (let n = 0; n < LOGIN_LIMITS.address.max; n += 1) expectError(await guess(n, inNet(1, n)), 401, loginErrors.invalid);
    const login = (ip: string) => call(t.app, 'POST', usersPaths.login, { body: { mail: 'socio@demo.club', password: DEMO.password }, ip });
    // Even the right password, from yet another address of the /64.
    expectError(await login(inNet(1, 999)), 429, loginErrors.tooManyAttempts);
    // Another /64 is another client.
    expect((await login(inNet(2, 0))).statusCode).toBe(200);
  });

  it(`meets the limit of ${ACCOUNTS_PER_ADDRESS_LIMIT.max} accounts made per address in an hour`, async () => {
    const signUp = (n: number, ip: string) =>
      call(t.app, 'POST', signupPaths.account, {
        ip,
        body: {
          name: 'Bot',
          lastname: `Seis ${n}`,
          mail: `bot.v6.${n}@squat.test`,
          password: 'Abono2526',
          dni: `${47_470_000 + n}${'TRWAGMYFPDXBNJZSQVHLCKE'[(47_470_000 + n) % 23]}`,
          birthdate: BORN.adult,
          acceptTerms: true,
        },
      });
    for (let n = 0; n < ACCOUNTS_PER_ADDRESS_LIMIT.max; n += 1) expect((await signUp(n, inNet(3, n))).statusCode).toBe(201);
    const refused = await signUp(99, inNet(3, 99));
    expect([refused.statusCode, refused.json().code]).toEqual([429, SIGNUP_CODES.tooManyAccounts]);
  }, 60_000);

  it(`meets the recovery limit of ${recoverPerAddress.max} requests per address`, async () => {
    const recover = (mail: string, ip: string) => call(t.app, 'POST', usersPaths.passwordRecover, { body: { mail }, ip });
    for (let n = 0; n < recoverPerAddress.max; n += 1) {
      expectError(await recover(`guess${n}@demo.club`, inNet(4, n)), 404, 'email not found');
    }
    expectError(await recover('socio@demo.club', inNet(4, 999)), 429, loginErrors.tooManyAttempts);
  });
});
