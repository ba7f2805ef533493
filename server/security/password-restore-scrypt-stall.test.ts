import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginErrors, usersEndpoints, usersPaths } from '../../src/api/users.ts';
import * as password from '../auth/password.ts';
import { issueUserToken } from '../store/user-tokens.ts';
import { findUserIdByMail } from '../store/users.ts';
import { call, expectError } from '../routes/users-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Counts scrypt hashes (about 100 ms and 32 MiB each) while still making them. */
vi.mock('../auth/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../auth/password.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const [restorePerMail, restorePerIp] = usersEndpoints.passwordRestore.limits;
const BAD_HASH = 'x'.repeat(43);

describe('password restore stalled: unauthenticated parallel restores, each making the server hash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.mocked(password.hashPassword).mockClear();
  });

  const restore = (mail: string, hash: string, ip: string) =>
    call(t.app, 'PUT', usersPaths.passwordRestore, { body: { mail, hash, password: 'Nueva2526x' }, ip });

  it(`runs no scrypt for bad links, and answers ${restorePerIp.max} restores per IP in ${restorePerIp.windowSeconds / 60} minutes`, async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => restore(`victim${i}@demo.club`, BAD_HASH, '10.29.20.1')));
    expect(password.hashPassword).not.toHaveBeenCalled();
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(restorePerIp.max);
    // Racing requests may refuse one another (never let more through): one by one, the rest of the window's share passes.
    for (let i = statuses.filter((status) => status === 404).length; i < restorePerIp.max; i += 1) {
      expect((await restore(`late${i}@demo.club`, BAD_HASH, '10.29.20.1')).statusCode).toBe(404);
    }
    expectError(await restore('victim0@demo.club', BAD_HASH, '10.29.20.1'), 429, loginErrors.tooManyAttempts);
    expect(password.hashPassword).not.toHaveBeenCalled();
  });

  it(`answers ${restorePerMail.max} restores per mail in ${restorePerMail.windowSeconds / 60} minutes, from however many IPs`, async () => {
    for (let i = 1; i <= restorePerMail.max; i += 1) {
      expectError(await restore('socio@demo.club', BAD_HASH, `10.29.21.${i}`), 404, /invalid or has expired/);
    }
    const limited = await restore('socio@demo.club', BAD_HASH, '10.29.21.99');
    expectError(limited, 429, loginErrors.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(password.hashPassword).not.toHaveBeenCalled();
  });

  it('hashes once for a live link, which still restores', async () => {
    const mail = 'simpatizante@demo.club';
    const hash = await issueUserToken(t.db, (await findUserIdByMail(t.db, mail)) ?? -1, 'PASSWORD_RESTORE');
    expect((await restore(mail, hash, '10.29.22.1')).statusCode).toBe(204);
    expect(password.hashPassword).toHaveBeenCalledTimes(1);
  });
});
