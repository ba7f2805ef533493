import type { FastifyInstance } from 'fastify';
import type { ServerEnv } from '../config.ts';
import type { Db } from '../db/db.ts';
import { readServerConfig, readSigningSecret } from '../store/settings.ts';
import { buildPaymentProvider } from './app.ts';

/**
 * Loopback only, whatever HOST says: the simulator approves any payment with the shop's real
 * signing secret, so only a browser on this machine may reach it (a laptop's `npm start`).
 */
export const SIMULATOR_HOST = '127.0.0.1';

/** The simulator listens on the port of the provider origin the API sends browsers to. */
export async function startPaymentSimulator(db: Db, config: Pick<ServerEnv, 'LOG_LEVEL'>): Promise<FastifyInstance> {
  const origin = new URL((await readServerConfig(db)).payments.providerOrigin);
  const provider = await buildPaymentProvider({
    secret: () => readSigningSecret(db, 'payment'),
    logger: true,
    logLevel: config.LOG_LEVEL,
  });
  const port = origin.port ? Number(origin.port) : origin.protocol === 'https:' ? 443 : 80;
  try {
    await provider.listen({ port, host: SIMULATOR_HOST });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `The payment-provider simulator cannot listen on port ${port} (in use): set PAYMENT_ORIGIN to a free port, or PAYMENT_PROVIDER=off`,
    );
  }
  console.log(`Payment provider simulator at ${origin.origin}/ on this machine only (PAYMENT_PROVIDER=off to disable)`);
  return provider;
}
