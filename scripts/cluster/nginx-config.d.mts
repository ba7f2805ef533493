/** Types of nginx-config.mjs. */
export const TEMPLATE_PATH: string;
export interface ClubLimits {
  apiRate: string;
  apiBurst: number;
  connectionsPerAddress: number;
}
export const LIMITS: ClubLimits;
export interface ClubConfOptions {
  appServers: string[];
  distDir: string;
  accessLog: string;
  listen?: string[];
  tls?: { serverName: string; certificate: string; certificateKey: string };
  /** The TLS terminator in front of nginx: its X-Forwarded-For and X-Forwarded-Proto are believed. */
  realIpFrom?: string[];
  limits?: ClubLimits;
}
export function renderClubConf(options: ClubConfOptions): string;
export function ensureNginx(log?: (line: string) => void): string;
