/** Types of cluster.mjs, for TypeScript callers (its smoke test, the sale-day bench). */
export interface ClusterOptions {
  /** App processes (2). */
  processes?: number;
  /** nginx's public port (0: a free one). */
  port?: number;
  /** An existing PostgreSQL; else a throwaway local one (scripts/local-postgres.sh). */
  databaseUrl?: string;
  /** Without databaseUrl: a data directory kept between runs instead of a throwaway one. */
  postgresDataDir?: string;
  /** More environment for every app process (QUEUE_TRACKER=on, QUEUE_CAPACITY, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** A TLS terminator in front of nginx: addresses whose X-Forwarded-For (realip) and X-Forwarded-Proto nginx believes. */
  trustForwardedFrom?: string[];
  /** The client build (dist/). */
  distDir?: string;
  /** Where configuration and logs go (a new temporary directory). */
  runDir?: string;
  /** Keep the run directory after stop(). */
  keepRunDir?: boolean;
  log?: (line: string) => void;
}

export interface ClusterApp {
  index: number;
  port: number;
  pid: number;
  url: string;
  /** Its Prometheus metrics (METRICS_PORT, loopback; never through nginx). */
  metricsUrl: string;
}

export interface Cluster {
  /** nginx: http://127.0.0.1:<port> */
  url: string;
  databaseUrl: string;
  /** The payment-provider simulator's origin. */
  paymentOrigin: string;
  /** Configuration and logs: app-<i>.log, payment-simulator.log, nginx-access.log (JSON lines), nginx-error.log. */
  runDir: string;
  /** Updated on restart. */
  apps: ClusterApp[];
  /** Resolves when the process has exited. */
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port (after a SIGTERM if it still runs); resolves when it is ready. */
  restart(index: number): Promise<void>;
  /** SIGTERM to every process, nginx and the throwaway PostgreSQL stopped. */
  stop(): Promise<void>;
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;

export interface NginxChild {
  process: import('node:child_process').ChildProcess;
  logFile: string;
  exited: Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** nginx in the foreground, everything in dir, the site rendered from deploy/nginx/club.conf.template (checked with nginx -t first). */
export function startNginx(nginxBin: string, dir: string, site: import('./nginx-config.mjs').ClubConfOptions): NginxChild;
