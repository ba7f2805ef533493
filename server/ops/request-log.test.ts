import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepLinkPaths } from '../../src/api/deep-link.ts';
import { seasonPaths } from '../../src/api/season.ts';
import { REDACTED, SECRET_PATH_PREFIXES, loggablePath } from '../../src/api/secret-paths.ts';
import { usersMailLinks, usersPaths } from '../../src/api/users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SECRET = 'S3cretT0ken';
/** Every path the app serves or mails that carries a one-time hash or a deep-link token. */
const SECRET_PATHS = [
  ...Object.values(usersMailLinks),
  `/api/${usersPaths.passwordRestoreCheck}`,
  `/api/${deepLinkPaths.read(':token')}`,
  `/api/${seasonPaths.memberCalendar}`,
  '/dl/:token',
].map((path) => path.replace(/:\w+/g, (name) => (name === ':mail' ? 'socio%40demo.club' : SECRET)));

describe("the app's logs of a request that carries a secret (someone reading the logs replays a restore link or a deep link)", () => {
  it('every path that carries a secret is cut after its prefix, and no query is kept', () => {
    for (const path of SECRET_PATHS) {
      const logged = loggablePath(`${path}?code=${SECRET}`);
      expect(logged).not.toContain(SECRET);
      expect(logged).not.toContain('socio');
      expect(SECRET_PATH_PREFIXES.map((prefix) => `${prefix}${REDACTED}`)).toContain(logged);
    }
    // As a router reads them: another case, merged slashes, a dot segment, escapes.
    for (const path of [`/DL/${SECRET}`, `//dl/${SECRET}`, `/abonado/../dl/${SECRET}`, `/%2e/dl/${SECRET}`, `/%64l/${SECRET}`]) {
      expect(loggablePath(path)).not.toContain(SECRET);
    }
    expect(loggablePath(`/${usersPaths.passwordRestore}`)).toBe(`/${usersPaths.passwordRestore}`);
    expect(loggablePath('/abonado/perfil?tab=1')).toBe('/abonado/perfil');
  });

  describe('on the request lines (LOG_LEVEL=info)', () => {
    let test: TestApp;
    const lines: string[] = [];
    beforeAll(async () => {
      const logStream = new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          lines.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      });
      test = await createTestApp({ logger: true, logLevel: 'info', logStream });
    });
    afterAll(() => test.close());

    it('logs each request with its path cut, never the hash, the token, the mail or the query', async () => {
      for (const path of SECRET_PATHS) await test.app.inject({ url: `${path}?code=${SECRET}` });
      await test.app.inject({ url: `/api/${usersPaths.passwordRecover}?code=${SECRET}`, method: 'POST', payload: {} });
      const logged = lines.join('\n');
      expect(logged).not.toContain(SECRET);
      expect(logged).not.toContain('socio%40demo.club');
      const urls = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } }).filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);
      expect(urls).toContain(`/api/users/password/restore/${REDACTED}`);
      expect(urls).toContain(`/dl/${REDACTED}`);
      expect(urls).toContain(`/api/${usersPaths.passwordRecover}`);
    });
  });
});
