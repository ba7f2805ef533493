import type { FrontServer } from './front-server.ts';
import type { Readiness } from './health.ts';

/** What shutdown logs: pino's signature (the app's logger), or a console stand-in before the app exists. */
export interface ShutdownLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ShutdownSteps {
  readiness: Readiness;
  front: FrontServer;
  /** Closes the app once it is built (the queue tracker drops its sockets: clients reconnect to another process). */
  closeApp(): Promise<void>;
  /** What the requests in flight still needed: the database, the metrics listener, the simulator. */
  closeAfterRequests(): Promise<void>;
  /** Past it the process exits anyway (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  log(): ShutdownLog;
  exit(code: number): void;
}

type SignalSource = Pick<NodeJS.Process, 'on'>;

/**
 * On SIGTERM or SIGINT: not ready at once (a proxy polling /health/ready stops sending work),
 * no new connections, the app closed, requests in flight finished, then the database closed and
 * exit 0. Past the timeout: a log line and exit 1. A second signal while draining changes nothing.
 */
export function shutDownOnSignals(steps: ShutdownSteps, signals: SignalSource = process): void {
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      steps.log().warn({ signal }, 'already shutting down');
      return;
    }
    shuttingDown = true;
    steps.log().warn({ signal, timeoutSeconds: steps.timeoutMs / 1000 }, 'shutting down: draining');
    const timer = setTimeout(() => {
      steps.log().error({ signal, timeoutSeconds: steps.timeoutMs / 1000 }, 'shutdown timed out: exiting with requests still open');
      steps.exit(1);
    }, steps.timeoutMs);
    drain(steps).then(
      () => {
        clearTimeout(timer);
        steps.log().warn({ signal }, 'shut down');
        steps.exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        steps.log().error({ err: error, signal }, 'error while shutting down');
        steps.exit(1);
      },
    );
  };
  signals.on('SIGTERM', onSignal);
  signals.on('SIGINT', onSignal);
}

async function drain(steps: ShutdownSteps): Promise<void> {
  steps.readiness.markDraining();
  const connectionsEnded = steps.front.close();
  await steps.closeApp();
  await connectionsEnded;
  await steps.closeAfterRequests();
}
