import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginErrors, usersEndpoints, usersPaths } from '../../src/api/users.ts';
import { call, expectError } from '../routes/users-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const [recoverPerMail, recoverPerIp] = usersEndpoints.passwordRecover.limits;

describe('password recovery flooded: mail bombing one address, enumerating accounts from one IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const recover = (mail: string, ip: string) => call(t.app, 'POST', usersPaths.passwordRecover, { body: { mail }, ip });
  const mailsTo = async (mail: string) =>
    (await t.db.query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [mail])).rows.length;

  it(`mails one address ${recoverPerMail.max} times an hour, from however many IPs`, async () => {
    for (let i = 1; i <= recoverPerMail.max; i += 1) {
      expect((await recover('socio@demo.club', `10.29.10.${i}`)).statusCode).toBe(204);
    }
    const limited = await recover('Socio@demo.club', '10.29.10.99');
    expectError(limited, 429, loginErrors.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(recoverPerMail.windowSeconds - 60);
    expect(await mailsTo('socio@demo.club')).toBe(recoverPerMail.max);
  });

  it('limits an unknown mail alike, so the limit does not tell which mails have an account', async () => {
    for (let i = 1; i <= recoverPerMail.max; i += 1) {
      expectError(await recover('nobody@demo.club', `10.29.11.${i}`), 404, 'email not found');
    }
    expectError(await recover('nobody@demo.club', '10.29.11.99'), 429, loginErrors.tooManyAttempts);
  });

  it(`answers ${recoverPerIp.max} recoveries from one IP in ${recoverPerIp.windowSeconds / 60} minutes, whatever the mails`, async () => {
    for (let i = 1; i <= recoverPerIp.max; i += 1) {
      expectError(await recover(`guess${i}@demo.club`, '10.29.12.1'), 404, 'email not found');
    }
    expectError(await recover('simpatizante@demo.club', '10.29.12.1'), 429, loginErrors.tooManyAttempts);
    expect((await recover('simpatizante@demo.club', '10.29.12.2')).statusCode).toBe(204); // another address is not affected
  });

  it(`lets no more than ${recoverPerMail.max} of a parallel burst for one address through`, async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => recover('aficionado@demo.club', `10.29.13.${i + 1}`)));
    const sent = burst.filter((response) => response.statusCode === 204).length;
    expect(sent).toBeLessThanOrEqual(recoverPerMail.max);
    expect(burst.filter((response) => response.statusCode === 429).length).toBe(12 - sent);
    expect(await mailsTo('aficionado@demo.club')).toBe(sent);
  });
});
