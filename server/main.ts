import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type ServerEnv } from './config.ts';
import { createDb, type Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { startPaymentSimulator } from './payment-provider/start.ts';
import { mirrorMailsTo } from './store/mail-outbox.ts';
import { setMaintenanceMode, setPaymentOrigin, setSeatHoldSeconds } from './store/settings.ts';

/** Starts the reference server: database, migrations, demo data, HTTP. */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  mirrorMailsTo(config.MAIL_OUTBOX_FILE ?? null);
  try {
    await prepareDatabase(db, config);
    const app = await buildApp({
      db,
      distDir: config.DIST_DIR,
      localesDir: config.LOCALES_DIR,
      languages: config.LANGUAGES,
      logger: true,
      logLevel: config.LOG_LEVEL,
      trustProxy: config.TRUST_PROXY,
      publicOrigin: config.PUBLIC_ORIGIN ?? `http://${urlHost(config.HOST)}:${config.PORT}`,
      ssoSecrets: config.SSO_APP_SECRETS,
      queue: config.QUEUE_TRACKER
        ? {
            capacity: config.QUEUE_CAPACITY,
            permissionSeconds: config.QUEUE_PERMISSION_SECONDS,
            graceSeconds: config.QUEUE_GRACE_SECONDS,
            purchaseRoutes: config.QUEUE_ROUTES,
            opensAt: config.QUEUE_OPENS_AT,
          }
        : undefined,
    });
    let provider: FastifyInstance | undefined;
    closeOnSignals(async () => {
      await provider?.close();
      await app.close();
      await db.close();
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    if (config.PAYMENT_PROVIDER) provider = await startPaymentSimulator(db, config);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    console.log(`Club site ready at http://${urlHost(config.HOST)}:${port}/`);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

async function prepareDatabase(db: Db, config: ServerEnv): Promise<void> {
  await migrate(db);
  await seed(db, { paymentOrigin: config.PAYMENT_ORIGIN });
  if (config.MAINTENANCE_MODE !== undefined) await setMaintenanceMode(db, config.MAINTENANCE_MODE);
  if (config.PAYMENT_ORIGIN !== undefined) await setPaymentOrigin(db, config.PAYMENT_ORIGIN);
  if (config.SEAT_HOLD_SECONDS !== undefined) await setSeatHoldSeconds(db, config.SEAT_HOLD_SECONDS);
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

function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return; // a second Ctrl+C while closing must not close twice
    closing = true;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Error while closing on ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
