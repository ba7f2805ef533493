import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_PATH_PREFIXES } from '../../src/api/secret-paths.ts';
import { usersPaths } from '../../src/api/users.ts';
import { POSTGRES_URL, createTestApp, type TestApp } from '../../server/test/test-app.ts';
import { freePort } from '../../bench/free-port.mjs';
import { startNginx, type NginxChild } from './cluster.mjs';
import { DEPLOY_CONFIGS } from './deploy-configs.mjs';
import { ensureNginx } from './nginx-config.mjs';

/** What the visitors' browsers are on: TLS ends at the terminator, in front of nginx. */
const PUBLIC_ORIGIN = 'https://club.test';
/** The terminator is this test: it reaches nginx from here, as the terminator would from its range. */
const TERMINATOR = '127.0.0.1';
const VISITOR = '203.0.113.7';
const SECRET = 'S3cretT0ken';

/**
 * deploy/compose.yaml's set-up: a TLS terminator, nginx rendered as deploy/nginx/compose.conf
 * (its terminator written in as the nginx image does at start), the app trusting nginx only.
 * With nginx, in the server-pg runner, as the other nginx tests.
 */
describe.runIf(POSTGRES_URL)('behind the TLS terminator (deploy/nginx/compose.conf)', () => {
  let test: TestApp;
  let nginx: NginxChild;
  let dir: string;
  let base: string;
  const appLog: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'club-terminator-'));
    chmodSync(dir, 0o755); // nginx's workers run as nobody when the test runs as root
    const logStream = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        appLog.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    test = await createTestApp({ trustProxy: [TERMINATOR], publicOrigin: PUBLIC_ORIGIN, logger: true, logLevel: 'info', logStream });
    const appPort = await freePort();
    await test.app.listen({ port: appPort, host: '127.0.0.1' });
    const port = await freePort();
    const compose = DEPLOY_CONFIGS['deploy/nginx/compose.conf']!;
    nginx = startNginx(ensureNginx(), dir, {
      ...compose,
      realIpFrom: (compose.realIpFrom ?? []).map((address) => address.replace('${TLS_TERMINATOR}', TERMINATOR)),
      appServers: [`127.0.0.1:${appPort}`],
      listen: [`127.0.0.1:${port}`],
      distDir: dir,
      accessLog: join(dir, 'access.log'),
    });
    base = `http://127.0.0.1:${port}`;
    await until(() => fetch(`${base}/api/config/partners`).then((response) => response.ok, () => false));
  });
  afterAll(async () => {
    await nginx?.stop('SIGQUIT');
    await test?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A browser's request on https://club.test, as the terminator passes it to nginx (fetch would not keep the Host). */
  const viaTerminator = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    send(`${base}${path.startsWith('/') ? path : `/api/${path}`}`, {
      method: init.method ?? 'GET',
      body: init.body,
      headers: { host: new URL(PUBLIC_ORIGIN).host, 'x-forwarded-for': VISITOR, 'x-forwarded-proto': 'https', ...init.headers },
    });

  it("lets a browser's writes through with a Secure session cookie, and the app sees the visitor's address", async () => {
    const login = await viaTerminator(usersPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN },
      body: JSON.stringify({ mail: 'socio@demo.club', password: 'Demo2526!' }),
    });
    expect(login.status).toBe(200);
    const sid = (login.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('sid='))!;
    expect(sid).toMatch(/;\s*Secure/i);
    const cookie = sid.split(';', 1)[0]!;

    expect((await viaTerminator(usersPaths.extended, { headers: { cookie } })).status).toBe(200);
    const logout = await viaTerminator(usersPaths.logout, { method: 'PUT', headers: { origin: PUBLIC_ORIGIN, cookie } });
    expect(logout.status).toBe(204);
    expect((await viaTerminator(usersPaths.extended, { headers: { cookie } })).status).toBe(401);

    const loginLine = requestLines().find((line) => line.req?.url === `/api/${usersPaths.login}`);
    expect(loginLine?.req?.remoteAddress).toBe(VISITOR);
    expect(accessLog().find((line) => line.uri === `/api/${usersPaths.login}`)?.remote_addr).toBe(VISITOR);
  });

  it('refuses a write whose Origin matches only the X-Forwarded-Host a client wrote (403)', async () => {
    const forged = await viaTerminator(usersPaths.logout, {
      method: 'PUT',
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(forged.status).toBe(403);
  });

  it('logs no one-time hash, deep-link token or query, in nginx nor in the app', async () => {
    const before = accessLog().length;
    for (const prefix of SECRET_PATH_PREFIXES) {
      await viaTerminator(`${prefix}${SECRET}/socio%40demo.club?code=${SECRET}`);
    }
    await until(() => accessLog().length >= before + SECRET_PATH_PREFIXES.length);
    const logs = [...appLog, readFileSync(join(dir, 'access.log'), 'utf8')].join('\n');
    expect(logs).not.toContain(SECRET);
    expect(logs).not.toContain('socio%40demo.club');
    const loggedUris = new Set(accessLog().map((line) => line.uri));
    const appUrls = new Set(requestLines().map((line) => line.req?.url));
    for (const prefix of SECRET_PATH_PREFIXES) {
      expect(loggedUris).toContain(`${prefix}[redacted]`);
      expect(appUrls).toContain(`${prefix}[redacted]`);
    }
  });

  function requestLines() {
    return appLog
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string; remoteAddress: string } })
      .filter((line) => line.msg === 'incoming request');
  }

  function accessLog() {
    return readFileSync(join(dir, 'access.log'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { uri: string; remote_addr: string });
  }
});

/** An HTTP request with the headers as given, Host included; resolves with the whole answer read. */
function send(url: string, { method, headers, body }: { method: string; headers: Record<string, string>; body?: string | undefined }) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}
