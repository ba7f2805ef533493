import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../../server/test/test-app.ts';
import { startNginx, type NginxChild } from './cluster.mjs';
import { ensureNginx, LIMITS, renderClubConf } from './nginx-config.mjs';
import { SECRET_PATH_PREFIXES } from '../../src/api/secret-paths.ts';

const TRUSTED_PROXY = '127.0.0.1';
const TOKEN = 'S3cretT0ken';

/**
 * The nginx configuration's limits and header rules, each by the attack it stops, against an
 * upstream that echoes what reached it. With the cluster's smoke test in the server-pg runner,
 * where .ci/run has installed nginx.
 */
describe.runIf(POSTGRES_URL)('nginx configuration (deploy/nginx/club.conf.template)', () => {
  let nginxBin: string;
  const dirs: string[] = [];
  const children: NginxChild[] = [];
  let upstream: Server;
  let upstreamPort: number;
  const siteDirs = new Map<string, string>();
  const logDirOf = (base: string) => siteDirs.get(base)!;
  /** Requests to /hold wait here until released. */
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    nginxBin = ensureNginx();
    upstream = createServer((request: IncomingMessage, response: ServerResponse) => {
      if (request.url?.startsWith('/hold')) {
        held.push(response);
        return;
      }
      request.resume();
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ url: request.url, headers: request.headers }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamPort = (upstream.address() as { port: number }).port;
  });
  afterAll(async () => {
    held.forEach((response) => response.end());
    await Promise.all(children.map((child) => child.stop('SIGQUIT')));
    await new Promise((resolve) => upstream.close(resolve));
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  /** nginx from the template, in front of the echo upstream. */
  async function site(realIpFrom: string[] = []): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'club-nginx-'));
    chmodSync(dir, 0o755);
    dirs.push(dir);
    const port = await freePort();
    const child = startNginx(nginxBin, dir, {
      appServers: [`127.0.0.1:${upstreamPort}`],
      listen: [`127.0.0.1:${port}`],
      distDir: dir,
      accessLog: join(dir, 'access.log'),
      realIpFrom,
    });
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    siteDirs.set(base, dir);
    for (;;) {
      const up = await fetch(`${base}/`).then(
        () => true,
        () => false,
      );
      if (up) return base;
      if (child.process.exitCode !== null) throw new Error(readFileSync(join(dir, 'nginx-error.log'), 'utf8'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const echoed = async (response: Response) => (await response.json()) as { url: string; headers: Record<string, string> };

  it('passes on the address it saw, never the X-Forwarded-For a client wrote, with a request id and the host with its port', async () => {
    const base = await site();
    const { headers } = await echoed(
      await fetch(`${base}/api/x`, {
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-request-id': 'mine', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      }),
    );
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // A client claiming https would get Secure cookies on plain http and pass the Origin check of an https page.
    expect(headers['x-forwarded-proto']).toBe('http');
    // The app, trusting nginx, would take a client's X-Forwarded-Host for the host the browser addressed.
    expect(headers).not.toHaveProperty('x-forwarded-host');
    // The browser's origin, port included: the app compares a POST's Origin with it.
    expect(headers.host).toBe(new URL(base).host);
  });

  it("believes X-Forwarded-For only from the configured proxies (realip), and limits per believed address", async () => {
    const notTrusted = await site(['192.0.2.1']);
    const direct = await echoed(await fetch(`${notTrusted}/api/x`, { headers: { 'x-forwarded-for': '203.0.113.7' } }));
    expect(direct.headers['x-forwarded-for']).toBe('127.0.0.1');

    const behindProxy = await site([TRUSTED_PROXY]);
    const forwarded = await echoed(await fetch(`${behindProxy}/api/x`, { headers: { 'x-forwarded-for': '203.0.113.7' } }));
    expect(forwarded.headers['x-forwarded-for']).toBe('203.0.113.7');
    // One address flooding does not use up another's rate.
    expect(await statuses(behindProxy, '/api/x', LIMITS.apiBurst + 30, { 'x-forwarded-for': '203.0.113.8' })).toContain(429);
    expect((await fetch(`${behindProxy}/api/x`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);
  });

  it("passes on the scheme only the TLS terminator says (X-Forwarded-Proto), never a client's", async () => {
    const claim = { 'x-forwarded-proto': 'https' };
    const fromElsewhere = await echoed(await fetch(`${await site(['192.0.2.1'])}/api/x`, { headers: claim }));
    expect(fromElsewhere.headers['x-forwarded-proto']).toBe('http');

    const behindTerminator = await site([TRUSTED_PROXY]);
    expect((await echoed(await fetch(`${behindTerminator}/api/x`, { headers: claim }))).headers['x-forwarded-proto']).toBe('https');
    // Anything but http or https, or nothing, is nginx's own scheme.
    for (const headers of [{ 'x-forwarded-proto': 'gopher' }, {}] as Record<string, string>[]) {
      expect((await echoed(await fetch(`${behindTerminator}/api/x`, { headers }))).headers['x-forwarded-proto']).toBe('http');
    }
  });

  it('logs a path that carries a one-time hash or a deep-link token only up to its prefix, and no query', async () => {
    const base = await site();
    for (const prefix of SECRET_PATH_PREFIXES) {
      // Upper case and an escape: nginx's $uri and the routers read both as the same path.
      for (const path of [`${prefix}${TOKEN}/socio@demo.club`, `${prefix.toUpperCase()}${TOKEN}`, `${prefix.replace('/', '/%2e/')}${TOKEN}`]) {
        await (await fetch(`${base}${path}?code=${TOKEN}`)).body?.cancel();
      }
    }
    await (await fetch(`${base}/abonado/perfil?code=${TOKEN}`)).body?.cancel();
    const accessLog = () => readFileSync(join(logDirOf(base), 'access.log'), 'utf8');
    // The probes of site() are in the log too: wait for the last request's own line, not a count.
    await until(() => accessLog().includes('"/abonado/perfil"'));
    const log = accessLog();
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain('socio@demo.club');
    const uris = log.trim().split('\n').map((line) => (JSON.parse(line) as { uri: string }).uri);
    for (const prefix of SECRET_PATH_PREFIXES) expect(uris).toContain(`${prefix}[redacted]`);
    expect(uris).toContain('/abonado/perfil');
  });

  it('refuses an API flood from one address beyond its burst (429), but not the payment notifications', async () => {
    const base = await site();
    const flood = await statuses(base, '/api/x', LIMITS.apiBurst + 50);
    const passed = flood.filter((status) => status === 200).length;
    expect(flood.filter((status) => status === 429).length).toBeGreaterThan(0);
    // The burst, plus what the rate refilled while the flood ran.
    expect(passed).toBeLessThan(LIMITS.apiBurst + 25);

    const notifications = await statuses(base, '/api/payments/notify', LIMITS.apiBurst + 50);
    expect(notifications.every((status) => status === 200)).toBe(true);
  });

  it('caps the connections one address holds open at once (429)', async () => {
    const base = await site();
    const port = Number(new URL(base).port);
    const open = Array.from({ length: LIMITS.connectionsPerAddress }, () => heldRequest(port));
    await until(() => held.length >= LIMITS.connectionsPerAddress);
    expect((await fetch(`${base}/socket.io/`)).status).toBe(429);
    held.splice(0).forEach((response) => response.end());
    await Promise.all(open);
    expect((await fetch(`${base}/socket.io/`)).status).toBe(200);
  });

  it('does not proxy the metrics or the health endpoints, nor a body over 1 MiB', async () => {
    const base = await site();
    for (const path of ['/metrics', '/health/ready', '/health/live']) expect((await fetch(`${base}${path}`)).status).toBe(404);
    const body = 'x'.repeat(1024 * 1024 + 1);
    expect((await fetch(`${base}/api/x`, { method: 'POST', body })).status).toBe(413);
  });

  it('renders a production configuration nginx accepts (TLS, redirect from HTTP)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-nginx-tls-'));
    dirs.push(dir);
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=club.test',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const conf = renderClubConf({
      appServers: ['127.0.0.1:3001', '127.0.0.1:3002'],
      distDir: dir,
      accessLog: join(dir, 'access.log'),
      tls: { serverName: 'club.test', certificate: join(dir, 'cert.pem'), certificateKey: join(dir, 'key.pem') },
    });
    expect(conf).toContain('return 301 https://club.test$request_uri;');
    const main = `pid nginx.pid; events {} http { include /etc/nginx/mime.types; include ${join(dir, 'club.conf')}; }`;
    writeFileSync(join(dir, 'club.conf'), conf);
    writeFileSync(join(dir, 'nginx.conf'), main);
    execFileSync(nginxBin, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: 'pipe' });
  });
});

/** Statuses of `count` requests sent at once from this machine's address. */
async function statuses(base: string, path: string, count: number, headers: Record<string, string> = {}): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${base}${path}`, { method: 'POST', headers });
      await response.body?.cancel();
      return response.status;
    }),
  );
}

/** A request on a connection of its own, resolved when it is answered. */
function heldRequest(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: '/hold', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve());
    });
    request.on('error', reject);
    request.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createTcpServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}
