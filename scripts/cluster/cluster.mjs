/**
 * A local cluster as a club runs it: PostgreSQL, N app processes (the built server, plain node),
 * the payment-provider simulator as a process of its own, and nginx in front
 * (deploy/nginx/club.conf.template). Used by `npm run start:cluster`, its smoke test and
 * `npm run bench:saleday`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../bench/free-port.mjs';
import { buildServerForThisRun, SERVER_NODE_FLAGS } from '../build-server.mjs';
import { ensureNginx, renderClubConf } from './nginx-config.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
/** Above the app's own shutdown limit (20 s): a process still alive then is killed. */
const STOP_TIMEOUT_MS = 30_000;
const READY_TIMEOUT_MS = 90_000;

/**
 * @param {object} [options]
 * @param {number} [options.processes] app processes
 * @param {number} [options.port] nginx's public port (0: a free one)
 * @param {string} [options.databaseUrl] an existing PostgreSQL; else a throwaway local one
 * @param {string} [options.postgresDataDir] with no databaseUrl: a data directory kept between runs instead of a throwaway one
 * @param {Record<string, string>} [options.env] more environment for every app process
 * @param {string[]} [options.trustForwardedFrom] a TLS terminator in front of nginx: addresses whose X-Forwarded-For and X-Forwarded-Proto nginx believes
 * @param {string} [options.distDir] the client build (default dist/)
 * @param {string} [options.runDir] where configuration and logs go (default: a new temporary directory)
 * @param {boolean} [options.keepRunDir] keep the run directory (its logs) after stop()
 * @param {(line: string) => void} [options.log] progress lines
 */
export async function startCluster({
  processes = 2,
  port = 0,
  databaseUrl,
  postgresDataDir,
  env = {},
  trustForwardedFrom = [],
  distDir = join(ROOT, 'dist'),
  runDir,
  keepRunDir = false,
  log = () => {},
} = {}) {
  const dir = runDir ?? mkdtempSync(join(tmpdir(), 'club-cluster-'));
  chmodSync(dir, 0o755); // nginx's workers run as nobody when the master is root
  log(`Configuration and logs in ${dir}`);
  const nginxBin = ensureNginx(log);

  /** What stop() undoes, last first; filled as each part starts, so a failed start undoes what it began. */
  const undo = [];
  const stop = async () => {
    while (undo.length) await undo.pop()();
    if (!keepRunDir) rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (!databaseUrl) {
      const postgres = startLocalPostgres(postgresDataDir);
      databaseUrl = postgres.url;
      undo.push(async () => postgres.stop());
      log(`PostgreSQL at ${databaseUrl}`);
    }
    const publicPort = port || (await freePort());
    const url = `http://127.0.0.1:${publicPort}`;
    const paymentOrigin = `http://127.0.0.1:${await freePort()}`;
    const appEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_ORIGIN: url,
      PAYMENT_PROVIDER: 'off',
      DEMO_DATA: 'on',
      PAYMENT_ORIGIN: paymentOrigin,
      DIST_DIR: distDir,
      ...env,
    };

    const serverBuild = await buildServerForThisRun();
    log(`Server built into ${serverBuild}`);
    const spawnBuilt = (entry, env, logFile) => spawnChild(process.execPath, [...SERVER_NODE_FLAGS, join(serverBuild, entry)], env, logFile);

    /** @type {{ index: number, port: number, pid: number, url: string, metricsUrl: string }[]} */
    const apps = [];
    /** @type {Map<number, Child>} */
    const children = new Map();
    const startApp = async (index, appPort, metricsPort) => {
      const processEnv = { ...appEnv, PORT: String(appPort), METRICS_PORT: String(metricsPort) };
      const child = spawnBuilt('main.js', processEnv, join(dir, `app-${index}.log`));
      children.set(index, child);
      apps[index] = {
        index,
        port: appPort,
        pid: child.process.pid,
        url: `http://127.0.0.1:${appPort}`,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
      };
      await waitUntil(() => appReady(apps[index].url), child, `app process ${index}`);
      log(`App process ${index} ready on port ${appPort} (pid ${child.process.pid}, log ${child.logFile})`);
    };
    undo.push(async () => Promise.all([...children.values()].map((child) => child.stop())));

    // All at once: the first to take the start lock migrates and seeds, the others wait for it.
    const ports = [];
    const metricsPorts = [];
    for (let i = 0; i < processes; i += 1) {
      ports.push(await freePort());
      metricsPorts.push(await freePort());
    }
    await Promise.all(ports.map((appPort, i) => startApp(i, appPort, metricsPorts[i])));
    // The simulator reads the provider's origin the seed wrote.
    const simulator = spawnBuilt('payment-simulator.js', appEnv, join(dir, 'payment-simulator.log'));
    undo.push(() => simulator.stop());
    await waitUntil(() => answers(paymentOrigin), simulator, 'the payment simulator');
    log(`Payment simulator at ${paymentOrigin}`);

    const nginx = startNginx(nginxBin, dir, {
      appServers: ports.map((appPort) => `127.0.0.1:${appPort}`),
      listen: [`127.0.0.1:${publicPort}`],
      distDir,
      accessLog: join(dir, 'nginx-access.log'),
      realIpFrom: trustForwardedFrom,
    });
    undo.push(() => nginx.stop('SIGQUIT'));
    await waitUntil(() => answers(url), nginx, 'nginx');
    log(`nginx at ${url}`);

    return {
      url,
      databaseUrl,
      paymentOrigin,
      runDir: dir,
      apps,
      async kill(index, signal = 'SIGKILL') {
        await children.get(index)?.stop(signal);
      },
      async restart(index) {
        await children.get(index)?.stop('SIGTERM');
        await startApp(index, apps[index].port, Number(new URL(apps[index].metricsUrl).port));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * @typedef {{ process: import('node:child_process').ChildProcess, logFile: string, exited: Promise<void>,
 *   stop(signal?: NodeJS.Signals): Promise<void> }} Child
 */

/** A child whose output goes to logFile; stop() sends the signal, then SIGKILL after STOP_TIMEOUT_MS. */
function spawnChild(command, args, env, logFile) {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  const exited = new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    else child.once('exit', () => resolveExit());
  });
  return {
    process: child,
    logFile,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** Ready: migrated, seeded and answering its database (server/ops/health.ts). */
async function appReady(base) {
  const ready = await fetch(`${base}/health/ready`);
  await ready.body?.cancel();
  return ready.status === 200;
}

async function answers(base) {
  const response = await fetch(base);
  await response.body?.cancel();
  return true;
}

/** Polls check until it is true; fails with the child's log when it exits first or after READY_TIMEOUT_MS. */
async function waitUntil(check, child, what) {
  let exited = false;
  void child.exited.then(() => (exited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!exited) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) break;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  const tail = existsSync(child.logFile) ? readFileSync(child.logFile, 'utf8').slice(-2000) : '';
  throw new Error(`${what} ${exited ? 'exited' : 'was not ready in time'} (log ${child.logFile}):\n${tail}`);
}

/**
 * nginx in the foreground with everything in dir (pid, temp files, logs) and the site rendered
 * from the template; its configuration is checked (nginx -t) first.
 * @param {string} nginxBin
 * @param {string} dir
 * @param {import('./nginx-config.mjs').ClubConfOptions} site
 * @returns {Child}
 */
export function startNginx(nginxBin, dir, site) {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  writeFileSync(join(dir, 'club.conf'), renderClubConf(site));
  writeFileSync(join(dir, 'nginx.conf'), nginxMainConf());
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log')];
  execFileSync(nginxBin, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return spawnChild(nginxBin, [...args, '-g', 'daemon off;'], process.env, join(dir, 'nginx-stdout.log'));
}

/** nginx's main context for a local run: everything in the run directory, the site from club.conf. */
function nginxMainConf() {
  // Each proxied socket takes two connections (client and app); a sale-day bench holds thousands.
  const files = openFilesLimit();
  return `pid nginx.pid;
error_log nginx-error.log warn;
worker_processes 1;
worker_rlimit_nofile ${files};
# A stop or reload waits for open sockets no longer than this: the queue's WebSockets would hold
# old workers for good; cut, they reconnect (to the new workers) and keep their place.
worker_shutdown_timeout 10s;
events { worker_connections ${Math.floor(files / 2) - 100}; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  include club.conf;
}
`;
}

/** Open files nginx's worker may have: 65536 as root (it may raise its limit), else the hard limit up to that. */
function openFilesLimit() {
  const wanted = 65_536;
  if (process.getuid?.() === 0) return wanted;
  const hard = execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim();
  return hard === 'unlimited' ? wanted : Math.min(wanted, Number(hard));
}

/** scripts/local-postgres.sh: a throwaway PostgreSQL, or one kept in dataDir between runs. */
function startLocalPostgres(dataDir) {
  const script = join(ROOT, 'scripts/local-postgres.sh');
  const output = execFileSync('bash', [script, 'start', ...(dataDir ? [dataDir] : [])], { encoding: 'utf8' });
  const data = /PG_DATA=(\S+)/.exec(output)?.[1];
  const url = /TEST_DATABASE_URL=(\S+)/.exec(output)?.[1];
  if (!data || !url) throw new Error(`scripts/local-postgres.sh said: ${output}`);
  return {
    url,
    stop: () => execFileSync('bash', [script, dataDir ? 'halt' : 'stop', data], { stdio: 'ignore' }),
  };
}
