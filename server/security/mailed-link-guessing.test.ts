import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../src/api/contract.ts';
import { MAILED_LINK_LIMITS } from '../../src/api/limits.ts';
import { loginErrors, usersEndpoints, usersPaths } from '../../src/api/users.ts';
import { call, expectError } from '../routes/users-test-kit.ts';
import { issueUserToken } from '../store/user-tokens.ts';
import { findUserIdByMail } from '../store/users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const [perAddress, perToken] = MAILED_LINK_LIMITS;

/**
 * The attack: a script guesses the links mailed for a password restore and a mail change (the
 * restore check, the mail change's confirm and undo), which need no session. Failed guesses are
 * counted per address, the three calls together, and per link: past either, 429 with Retry-After.
 */
describe('guessing the mailed links of the restore check and the mail change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const guessHash = () => randomBytes(32).toString('base64url');
  const guesses = {
    'restore check': (hash: string, mail: string, ip: string) =>
      call(t.app, 'GET', pathOf(usersEndpoints.passwordRestoreCheck, { hash, mail }), { ip }),
    'mail change confirm': (hash: string, mail: string, ip: string) =>
      call(t.app, 'PUT', usersPaths.mailChangeConfirm, { body: { hash, mail }, ip }),
    'mail change undo': (hash: string, mail: string, ip: string) =>
      call(t.app, 'PUT', usersPaths.mailChangeUndo, { body: { hash, mail }, ip }),
  };

  it.each(Object.entries(guesses).map(([name, guess], index) => [name, guess, index] as const))(
    `stops a loop of guesses on the %s after ${perAddress.max} failures from one address`,
    async (_name, guess, index) => {
      const ip = `10.47.${index + 1}.1`;
      for (let i = 0; i < perAddress.max; i += 1) expect((await guess(guessHash(), 'socio@demo.club', ip)).statusCode).toBe(404);
      const refused = await guess(guessHash(), 'socio@demo.club', ip);
      expectError(refused, 429, loginErrors.tooManyAttempts);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(perAddress.windowSeconds - 60);
    },
  );

  it('counts the three calls together for one address', async () => {
    const ip = '10.47.5.1';
    const calls = Object.values(guesses);
    for (let i = 0; i < perAddress.max; i += 1) {
      expect((await calls[i % calls.length]!(guessHash(), 'socio@demo.club', ip)).statusCode).toBe(404);
    }
    for (const guess of calls) expectError(await guess(guessHash(), 'socio@demo.club', ip), 429, loginErrors.tooManyAttempts);
  });

  it(`stops one link tried with guessed mails from many addresses after ${perToken.max} failures`, async () => {
    const userId = (await findUserIdByMail(t.db, 'aficionado@demo.club'))!;
    const hash = await issueUserToken(t.db, userId, 'PASSWORD_RESTORE');
    const check = guesses['restore check'];
    for (let i = 0; i < perToken.max; i += 1) expect((await check(hash, `guess${i}@demo.club`, `10.47.6.${i + 1}`)).statusCode).toBe(404);
    expectError(await check(hash, 'aficionado@demo.club', '10.47.6.99'), 429, loginErrors.tooManyAttempts);
  });

  it('never counts a right link: a member may open it again and again', async () => {
    const userId = (await findUserIdByMail(t.db, 'simpatizante@demo.club'))!;
    const hash = await issueUserToken(t.db, userId, 'PASSWORD_RESTORE');
    for (let i = 0; i <= perAddress.max + perToken.max; i += 1) {
      expect((await guesses['restore check'](hash, 'simpatizante@demo.club', '10.47.7.1')).statusCode).toBe(204);
    }
  });
});
