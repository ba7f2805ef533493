import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../build-server.mjs';
import { DEPLOY_CONFIGS, renderDeployConfig } from './deploy-configs.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

/** deploy/: what cannot run here (systemd, compose) is at least checked for what it promises. */
describe('deploy/', () => {
  it.each(Object.keys(DEPLOY_CONFIGS))('%s is the template rendered (node scripts/cluster/deploy-configs.mjs)', (path) => {
    expect(read(path)).toBe(renderDeployConfig(path));
  });

  it('compose.yaml: PostgreSQL kept in a volume and healthy before N app replicas, nginx the only believed proxy', () => {
    interface Service {
      depends_on?: Record<string, { condition: string }>;
      healthcheck?: { test: string[] };
      environment?: Record<string, string>;
      networks?: Record<string, { ipv4_address?: string }> | string[];
      deploy?: { replicas: string | number };
      stop_grace_period?: string;
      volumes?: string[];
      build?: { target: string };
    }
    const compose = parse(read('deploy/compose.yaml')) as { services: Record<string, Service> };
    const { postgres, app, nginx } = compose.services;
    expect(postgres?.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(postgres?.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(app?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(app?.deploy?.replicas).toBeDefined();
    expect(app?.environment?.PAYMENT_PROVIDER).toBe('off');
    expect(Number.parseInt(app?.stop_grace_period ?? '0', 10)).toBeGreaterThan(20);
    expect(nginx?.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    expect(nginx?.build?.target).toBe('proxy');
    const nginxAddress = (nginx?.networks as Record<string, { ipv4_address: string }>).club?.ipv4_address;
    expect(app?.environment?.TRUST_PROXY).toBe(nginxAddress);
  });

  it('compose: nginx believes the TLS terminator it is told of, and nobody reaches it past the terminator by default', () => {
    const compose = parse(read('deploy/compose.yaml')) as { services: Record<string, { environment?: Record<string, string>; ports?: string[] }> };
    const nginx = compose.services.nginx;
    // The nginx image writes it into the template at start (deploy/nginx/compose.conf).
    expect(nginx?.environment?.TLS_TERMINATOR).toMatch(/^\$\{TLS_TERMINATOR:-[\d.]+\}$/);
    expect(DEPLOY_CONFIGS['deploy/nginx/compose.conf']?.realIpFrom).toEqual(['${TLS_TERMINATOR}']);
    expect(read('deploy/Dockerfile')).toContain('COPY deploy/nginx/compose.conf /etc/nginx/templates/default.conf.template');
    expect(nginx?.ports).toEqual(['${NGINX_PUBLISH:-127.0.0.1:80}:80']);
  });

  it('production runs the built server with plain node and its source maps, never tsx', () => {
    const dockerfile = read('deploy/Dockerfile');
    const appStage = dockerfile.slice(dockerfile.indexOf(' AS app'));
    const starts = [
      (JSON.parse(/^CMD (.*)$/m.exec(appStage)?.[1] ?? '[]') as string[]).join(' '),
      /^ExecStart=(.*)$/m.exec(read('deploy/systemd/club@.service'))?.[1],
    ];
    for (const start of starts) {
      expect(start).toMatch(new RegExp(`node ${SERVER_NODE_FLAGS.join(' ')} dist-server/main\\.js$`));
      expect(start).not.toContain('tsx');
    }
    // npm start (as the cluster, the e2e servers and the benches) takes the flags from SERVER_NODE_FLAGS itself.
    expect(read('scripts/start.mjs')).toContain("command: `node ${SERVER_NODE_FLAGS.join(' ')} dist-server/main.js`");
    // What the built server reads at run time, found from dist-server/ (scripts/build-server.mjs).
    for (const path of ['dist-server', 'server/db/migrations', 'src/locales', 'dist', 'node_modules', 'package.json']) {
      expect(appStage).toMatch(new RegExp(`^COPY --from=build /app/${path} \\./`, 'm'));
    }
    expect(dockerfile).toContain('npm prune --omit=dev');
  });

  it('club@.service: restarted always, drained by SIGTERM for longer than the app takes, hardened', () => {
    const unit = read('deploy/systemd/club@.service');
    const settings = new Map(unit.split('\n').filter((line) => /^\w+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
    expect(settings.get('Restart')).toBe('always');
    expect(settings.get('KillSignal')).toBe('SIGTERM');
    expect(Number(settings.get('TimeoutStopSec'))).toBeGreaterThan(20);
    expect(settings.get('EnvironmentFile')).toBe('/etc/club/env');
    expect(settings.get('ExecStart')).toContain('PORT=%i');
    for (const option of ['NoNewPrivileges', 'ProtectSystem', 'ProtectHome', 'PrivateTmp']) expect(settings.get(option)).toMatch(/^(yes|strict)$/);
    expect(settings.get('User')).not.toBe('root');
  });
});
