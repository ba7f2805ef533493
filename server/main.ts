import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type ServerEnv } from './config.ts';
import { createDb, type Db } from './db/db.ts';
import { createFrontServer, type FrontServer } from './ops/front-server.ts';
import { createReadiness, type Readiness } from './ops/health.ts';
import { listenForMetrics } from './ops/metrics.ts';
import { prepareDatabase } from './ops/prepare-database.ts';
import { makeMissingThumbnails } from './card/thumbnail-backfill.ts';
import { startMailSender } from './mail/delivery/sender.ts';
import { createSmtpTransport } from './mail/delivery/transport.ts';
import { startSecondPaymentJob, type SecondPaymentJob } from './ops/second-payment-job.ts';
import { startRenewalAdvanceJob } from './ops/renewal-advance-job.ts';
import { shutDownOnSignals, type ShutdownLog } from './ops/shutdown.ts';
import { sepaDebitClient } from './payment-provider/sepa-debit-client.ts';
import { startPaymentSimulator } from './payment-provider/start.ts';
import { mirrorMailsTo } from './store/mail-outbox.ts';

/**
 * Starts the reference server: the database, then HTTP at once (not ready: /health/ready says
 * `starting`, other requests get 503), then migrations and demo data, then the app (ready).
 */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  mirrorMailsTo(config.MAIL_OUTBOX_FILE ?? null);
  const readiness = createReadiness(db);
  const front = createFrontServer(readiness);
  const draining = () => readiness.state === 'draining'; // a signal may come at any await
  let started: Promise<void> = Promise.resolve();
  let metrics: Server | undefined;
  let provider: FastifyInstance | undefined;
  let app: FastifyInstance | undefined;
  let secondPayments: SecondPaymentJob | undefined;
  let renewalAdvance: { stop(): Promise<void> } | undefined;
  let mailSender: { stop(): Promise<void> } | undefined;
  let thumbnails: Promise<unknown> = Promise.resolve();
  shutDownOnSignals({
    readiness,
    front,
    closeApp: async () => {
      await started.catch(() => undefined);
      await Promise.all([secondPayments?.stop(), renewalAdvance?.stop(), mailSender?.stop()]);
      await thumbnails; // it stops at the next photo once draining
      await app?.close();
    },
    closeAfterRequests: async () => {
      await provider?.close();
      await new Promise((resolve) => (metrics ? metrics.close(resolve) : resolve(undefined)));
      await db.close();
    },
    timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    log: () => app?.log ?? consoleLog,
    exit: (code) => process.exit(code),
  });
  try {
    await listen(front.server, config.PORT, config.HOST);
    if (config.METRICS_PORT !== undefined) metrics = await listenForMetrics({ db, port: config.METRICS_PORT, host: config.METRICS_HOST });
    if (draining()) return;
    const address = front.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    started = start(db, config, port, readiness, front, (built) => (app = built));
    await started;
    if (draining()) return;
    if (config.PAYMENT_PROVIDER) provider = await startPaymentSimulator(db, config);
    if (draining()) return;
    const log = app?.log ?? consoleLog;
    if (config.SECOND_PAYMENT_CHECK_SECONDS !== null) {
      secondPayments = startSecondPaymentJob({ db, charge: sepaDebitClient(db), intervalSeconds: config.SECOND_PAYMENT_CHECK_SECONDS, log });
    }
    if (config.RENEWAL_ADVANCE_CHECK_SECONDS !== null) {
      renewalAdvance = startRenewalAdvanceJob({ db, intervalSeconds: config.RENEWAL_ADVANCE_CHECK_SECONDS, log });
    }
    if (config.SMTP_URL) {
      mailSender = startMailSender({
        db,
        transport: createSmtpTransport(config.SMTP_URL, dkimOf(config)),
        from: config.MAIL_FROM,
        intervalSeconds: config.MAIL_CHECK_SECONDS,
        log,
      });
    }
    thumbnails = makeMissingThumbnails(db, draining).then(
      (made) => made > 0 && log.info({ made }, 'gate photo thumbnails made'),
      (error: unknown) => log.error({ err: error }, 'gate photo thumbnails failed'),
    );
    console.log(`Club site ready at http://${urlHost(config.HOST)}:${port}/`);
  } catch (error) {
    front.server.close();
    metrics?.close();
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** Migrates and seeds (one process at a time), builds the app on the listening server, then becomes ready. */
async function start(
  db: Db,
  config: ServerEnv,
  port: number,
  readiness: Readiness,
  front: FrontServer,
  onBuilt: (app: FastifyInstance) => void,
): Promise<void> {
  await prepareDatabase(db, config);
  if (readiness.state === 'draining') return; // a signal came while migrating
  const app = await buildApp({
    db,
    distDir: config.DIST_DIR,
    ssrDir: config.SSR_DIR,
    localesDir: config.LOCALES_DIR,
    languages: config.LANGUAGES,
    logger: true,
    logLevel: config.LOG_LEVEL,
    trustProxy: config.TRUST_PROXY,
    publicOrigin: config.PUBLIC_ORIGIN ?? `http://${urlHost(config.HOST)}:${port}`,
    ssoSecrets: config.SSO_APP_SECRETS,
    serverFactory: front.serverFactory,
    queue: config.QUEUE_TRACKER
      ? {
          capacity: config.QUEUE_CAPACITY,
          permissionSeconds: config.QUEUE_PERMISSION_SECONDS,
          graceSeconds: config.QUEUE_GRACE_SECONDS,
          purchaseRoutes: config.QUEUE_ROUTES,
          opensAt: config.QUEUE_OPENS_AT,
        }
      : undefined,
    testControls: config.TEST_CONTROLS,
  });
  onBuilt(app);
  await app.ready();
  readiness.markReady();
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Shutdown's log lines before the app (and its JSON logger) exists. */
const consoleLog: ShutdownLog & { info(details: object, message: string): void } = {
  info: (details, message) => console.info(message, details),
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/** The three MAIL_DKIM_* (the config has checked they come together), or no signing. */
function dkimOf(config: ServerEnv) {
  const { MAIL_DKIM_DOMAIN: domain, MAIL_DKIM_SELECTOR: selector, MAIL_DKIM_KEY_FILE: keyFile } = config;
  return domain && selector && keyFile ? { domain, selector, keyFile } : undefined;
}

/** An IPv6 address goes in brackets in a URL. */
function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function readConfigOrExit(): ServerEnv {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // The stack names the TypeScript file and line, the built server included (--enable-source-maps).
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
