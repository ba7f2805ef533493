#!/usr/bin/env node
/**
 * The nginx configurations committed in deploy/nginx/, rendered from the one template:
 * `node scripts/cluster/deploy-configs.mjs` writes them (a test fails while one is stale).
 * Another machine's own (other ports, names, certificates): render it with nginx-config.mjs.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderClubConf } from './nginx-config.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

/** Repository path → rendering options. */
export const DEPLOY_CONFIGS = {
  // One machine: nginx in front of club@3001…3003 (deploy/systemd/club@.service), TLS on 443.
  'deploy/nginx/club.conf': {
    appServers: ['127.0.0.1:3001', '127.0.0.1:3002', '127.0.0.1:3003'],
    distDir: '/srv/club/current/dist',
    accessLog: '/var/log/nginx/club-access.log',
    tls: {
      serverName: 'club.example.org',
      certificate: '/etc/letsencrypt/live/club.example.org/fullchain.pem',
      certificateKey: '/etc/letsencrypt/live/club.example.org/privkey.pem',
    },
  },
  // deploy/compose.yaml: `app` resolves to every replica; TLS ends in front of this nginx, at the
  // terminator whose address the nginx image writes in at start (its templates: envsubst).
  'deploy/nginx/compose.conf': {
    appServers: ['app:3000'],
    listen: ['80'],
    realIpFrom: ['${TLS_TERMINATOR}'],
    distDir: '/srv/club/dist',
    accessLog: '/var/log/nginx/access.log',
  },
};

export const renderDeployConfig = (path) => renderClubConf(DEPLOY_CONFIGS[path]);

if (process.argv[1] === import.meta.filename) {
  for (const path of Object.keys(DEPLOY_CONFIGS)) {
    writeFileSync(resolve(ROOT, path), renderDeployConfig(path));
    console.log(`wrote ${path}`);
  }
}
