/**
 * Renders deploy/nginx/club.conf.template, the one nginx configuration of the club's site, for
 * `npm run start:cluster` (plain HTTP on a local port), compose and production (TLS).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SECRET_PATH_PREFIXES } from '../../src/api/secret-paths.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const TEMPLATE_PATH = resolve(ROOT, 'deploy/nginx/club.conf.template');

/** The per-address limits (deploy/README.md "Limits" says why these numbers). */
export const LIMITS = { apiRate: '20r/s', apiBurst: 100, connectionsPerAddress: 200 };

/**
 * @param {object} options
 * @param {string[]} options.appServers host:port of each app process
 * @param {string} options.distDir the build served for /assets/
 * @param {string} options.accessLog a file, or e.g. /dev/stdout in a container
 * @param {string[]} [options.listen] plain-HTTP listen addresses (without tls)
 * @param {{ serverName: string, certificate: string, certificateKey: string }} [options.tls]
 *   HTTPS on 443 and a redirect from 80 instead of `listen`
 * @param {string[]} [options.realIpFrom] the TLS terminator or load balancer in front of nginx
 *   (addresses or CIDRs): their X-Forwarded-For names the client, their X-Forwarded-Proto the scheme
 * @param {typeof LIMITS} [options.limits]
 */
export function renderClubConf({ appServers, distDir, accessLog, listen = [], tls, realIpFrom = [], limits = LIMITS }) {
  if (appServers.length === 0) throw new Error('nginx needs at least one app server');
  const values = {
    API_RATE: limits.apiRate,
    API_BURST: String(limits.apiBurst),
    CONNECTIONS_PER_ADDRESS: String(limits.connectionsPerAddress),
    // One failure takes a process out for 10 s (a crash, a restart); then it is tried again.
    APP_SERVERS: appServers.map((server) => `  server ${server} max_fails=1 fail_timeout=10s;`).join('\n'),
    LISTEN: tls ? tlsListen(tls) : listen.map((address) => `  listen ${address};`).join('\n'),
    EXTRA_SERVERS: tls ? httpsRedirect(tls.serverName) : '',
    REAL_IP: realIpFrom.length
      ? [...realIpFrom.map((address) => `  set_real_ip_from ${address};`), '  real_ip_header X-Forwarded-For;'].join('\n')
      : "  # No address's X-Forwarded-For is believed: the client is the connection's peer.",
    TERMINATOR_ADDRESSES: realIpFrom.map((address) => `  ${address} 1;`).join('\n'),
    SECRET_PATHS: SECRET_PATH_PREFIXES.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    DIST_DIR: distDir,
    ACCESS_LOG: accessLog,
  };
  const text = readFileSync(TEMPLATE_PATH, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`${TEMPLATE_PATH}: unknown placeholder {{${name}}}`);
    return values[name];
  });
  return `# Rendered from deploy/nginx/club.conf.template by scripts/cluster/nginx-config.mjs: edit the template.\n${text}`;
}

function tlsListen({ serverName, certificate, certificateKey }) {
  return [
    '  listen 443 ssl http2;',
    '  listen [::]:443 ssl http2;',
    `  server_name ${serverName};`,
    `  ssl_certificate ${certificate};`,
    `  ssl_certificate_key ${certificateKey};`,
    '  ssl_protocols TLSv1.2 TLSv1.3;',
    '  ssl_session_cache shared:club_tls:10m;',
    '  add_header Strict-Transport-Security "max-age=31536000" always;',
  ].join('\n');
}

function httpsRedirect(serverName) {
  return [
    'server {',
    '  listen 80;',
    '  listen [::]:80;',
    `  server_name ${serverName};`,
    '  server_tokens off;',
    `  return 301 https://${serverName}$request_uri;`,
    '}',
    '',
  ].join('\n');
}

/** nginx's path; installs Debian's package when it is missing and we are root (as scripts/local-postgres.sh does). */
export function ensureNginx(log = () => {}) {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed: apt-get install nginx');
  log('Installing nginx…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'ignore', env });
  const installed = findNginx();
  if (!installed) throw new Error('nginx is still missing after apt-get install nginx');
  return installed;
}

function findNginx() {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));
}
