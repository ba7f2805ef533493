import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { DEFAULT_PURCHASE_ROUTES } from '../src/api/queue.ts';

/** Relative paths are taken from the project root, so the server starts the same from any cwd. */
const PROJECT_ROOT = resolve(import.meta.dirname, '..');
const projectPath = z.string().min(1).transform((path) => (isAbsolute(path) ? path : resolve(PROJECT_ROOT, path)));
const onOff = z.enum(['on', 'off']).transform((value) => value === 'on');

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Whose X-Forwarded-* to believe: `off`, or the reverse proxies' addresses or CIDRs
 * (`127.0.0.1,10.0.0.0/8`). Refused: `on` (every hop; behind a proxy that appends to the header,
 * the client writes the first hops itself and picks its own IP for the per-IP limits) and a hop
 * count (it cannot tell the proxy from a client that reaches the server directly; Fastify
 * trusts nothing for a number).
 */
const trustProxy = z
  .string()
  .transform((raw) => raw.trim())
  .refine((raw) => raw !== 'on', "trusting every hop lets a client pick its own IP: give the proxies' addresses (127.0.0.1,10.0.0.0/8)")
  .refine((raw) => !/^\d+$/.test(raw), "a hop count cannot tell the proxy from a direct client: give the proxies' addresses (127.0.0.1,10.0.0.0/8)")
  .transform((raw, context): false | string[] => {
    if (raw === 'off') return false;
    const entries = raw.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({ code: 'custom', message: 'off, or comma-separated proxy addresses, CIDRs or loopback/linklocal/uniquelocal' });
    return z.NEVER;
  });

/** One mailbox, `"Name" <address@domain>` or a bare address; read into what nodemailer's `from` takes. */
const mailbox = z.string().transform((raw, context) => {
  const parsed = addressparser(raw, { flatten: true });
  const address = parsed[0]?.address ?? '';
  if (parsed.length === 1 && z.email().safeParse(address).success) return { name: parsed[0]!.name, address };
  context.addIssue({ code: 'custom', message: 'one mail address, e.g. "Club Baloncesto Ribera" <abonos@cbribera.example>' });
  return z.NEVER;
});

/** A PEM private key readable now, so a wrong path or file stops the start rather than the first mail. */
const privateKeyFile = projectPath.refine((path) => {
  try {
    createPrivateKey(readFileSync(path));
    return true;
  } catch {
    return false;
  }
}, 'a readable file holding a PEM private key');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: projectPath.prefault('.data/pglite'),
  /** When set, written to the settings row at start. */
  MAINTENANCE_MODE: onOff.optional(),
  /** When set, written to the settings row at start (the seed uses it for a new database). */
  PAYMENT_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
  /** When set, written to the settings row at start: how long a seat change holds its seats (15 minutes by default). */
  SEAT_HOLD_SECONDS: z.coerce.number().int().min(10).max(86_400).optional(),
  /**
   * The payment-provider simulator (on by default, for a laptop); `off` when PAYMENT_ORIGIN is a
   * real provider. Refused on with an https PUBLIC_ORIGIN or NODE_ENV=production (simulatorRefused).
   */
  PAYMENT_PROVIDER: onOff.default(true),
  /**
   * The demo accounts, arena and calendar in an empty database (`npm start` and `npm run dev` set
   * it on). Off by default; refused on with an https PUBLIC_ORIGIN or NODE_ENV=production
   * (demoRefused): the README publishes the demo accounts' password and PIN.
   */
  DEMO_DATA: onOff.default(false),
  /**
   * The test controls (server/ops/test-controls.ts): routes that move the queue's opening and end
   * its permissions, so browser tests need not wait on the clock. Off by default; refused on with
   * an https PUBLIC_ORIGIN or NODE_ENV=production (testControlsRefused): anyone could use them.
   */
  TEST_CONTROLS: onOff.default(false),
  NODE_ENV: z.string().optional(),
  LANGUAGES: z
    .string()
    .transform((raw) => raw.split(',').map((code) => code.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z]{2}$/, 'two lower-case letters per language')).min(1))
    .default(['es', 'en', 'fr']),
  DIST_DIR: projectPath.prefault('dist'),
  /** The build's server-side modules, with which members' pages are drawn (server/http/member-page.ts). */
  SSR_DIR: projectPath.prefault('dist-ssr'),
  LOCALES_DIR: projectPath.prefault('src/locales'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('warn'),
  /** How long a SIGTERM waits for requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(20),
  /**
   * How often the job looks for second halves of split payments due for their SEPA debit; `off`
   * (null) for a process that must not debit: no provider behind it, or another process does it.
   */
  SECOND_PAYMENT_CHECK_SECONDS: z
    .union([z.literal('off').transform(() => null), z.coerce.number().int().min(10).max(86_400)])
    .default(3_600),
  /**
   * How often the job advances the next season's renewal (frees seats not renewed, gives the
   * relocation windows, lapses and makes waiting-list offers); `off` (null) leaves it to requests.
   */
  RENEWAL_ADVANCE_CHECK_SECONDS: z
    .union([z.literal('off').transform(() => null), z.coerce.number().int().min(10).max(86_400)])
    .default(300),
  /** The Prometheus metrics listener's port; unset: no metrics listener. Never the public PORT. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Where the metrics listener binds: loopback by default, as the metrics are not for visitors. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: trustProxy.default(false),
  /** The origin visitors use, when it is not http://HOST:PORT (a proxy, the Vite dev server). */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
  /** Every mail the server "sends" is also appended here as a JSON line (the demo and browser tests read it). */
  MAIL_OUTBOX_FILE: projectPath.optional(),
  /**
   * The SMTP relay mails leave through: smtp:// (STARTTLS when offered) or smtps://, user and
   * password in the URL, nodemailer's options in its query. Unset: mails stay in the outbox
   * (refused with NODE_ENV=production).
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com' }).optional(),
  /** The From of every mail; the relay must be allowed to send for its domain (SPF, DKIM). */
  MAIL_FROM: mailbox.prefault('"Club Baloncesto Ribera" <abonos@cbribera.example>'),
  /** How often each process looks for mails to send; a tick also runs at start. */
  MAIL_CHECK_SECONDS: z.coerce.number().int().min(1).max(3_600).default(1),
  /** DKIM signing (all three or none): the d= domain, the selector of its TXT record, the private key file. */
  MAIL_DKIM_DOMAIN: z.string().regex(/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i, 'a domain name, e.g. cbribera.example').optional(),
  MAIL_DKIM_SELECTOR: z.string().regex(/^[a-z0-9]([a-z0-9._-]*[a-z0-9])?$/i, 'a DNS label, e.g. club2026').optional(),
  MAIL_DKIM_KEY_FILE: privateKeyFile.optional(),
  /** `app:secret,app:secret`: the secret each SSO app sends to trade its code (POST users/sso/exchange). */
  SSO_APP_SECRETS: z
    .string()
    .transform((raw) => raw.split(',').map((pair) => pair.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9-]+:\S{16,}$/, 'app:secret pairs, secrets of 16 characters or more')))
    .transform((pairs) => Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)])))
    .default({}),
  /** The queue tracker (spec: off by default); the app must be built with VITE_TRACKER_ENABLED=true to use it. */
  QUEUE_TRACKER: onOff.default(false),
  /** Buyers inside the purchase routes at once. */
  QUEUE_CAPACITY: z.coerce.number().int().min(1).max(100_000).default(100),
  /** How long a permission lasts before the member is asked to stay (they may, when nobody waits). */
  QUEUE_PERMISSION_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  /** How long a place survives without a connection (a phone that drops, a reload, a restart). */
  QUEUE_GRACE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /**
   * When the sale opens (ISO 8601 with a time zone, e.g. 2026-12-01T10:00:00+01:00): before it
   * nobody is let in; at it the places of those already waiting are drawn. Unset: open already.
   */
  QUEUE_OPENS_AT: z.iso
    .datetime({ offset: true, message: 'an ISO 8601 date and time with a time zone, e.g. 2026-12-01T10:00:00+01:00' })
    .transform((value) => new Date(value))
    .optional(),
  /** Comma-separated purchase paths the queue gates (no query; a `:name` segment matches any one); the seat change's and sign-up's steps and the games' ticket purchase by default. */
  QUEUE_ROUTES: z
    .string()
    .transform((raw) => raw.split(',').map((path) => path.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\/[^?#]*$/, 'paths starting with /, without query')).min(1))
    .default([...DEFAULT_PURCHASE_ROUTES]),
});

export type ServerEnv = z.output<typeof envSchema>;

interface Problem {
  key: string;
  message: string;
}

/**
 * The simulator approves any payment with the shop's real signing secret: on a public site
 * (https, or a production build) anyone who reached it would approve their own payment.
 */
function simulatorRefused(config: ServerEnv): Problem[] {
  const site = publicSite(config);
  if (!config.PAYMENT_PROVIDER || !site) return [];
  return [{ key: 'PAYMENT_PROVIDER', message: `the payment-provider simulator approves any payment and ${site}: set PAYMENT_PROVIDER=off and PAYMENT_ORIGIN to the real provider` }];
}

/** The demo accounts' password and PIN are in the README: on a public site anyone could log in with them. */
function demoRefused(config: ServerEnv): Problem[] {
  const site = publicSite(config);
  if (!config.DEMO_DATA || !site) return [];
  return [{ key: 'DEMO_DATA', message: `the demo accounts' password and PIN are published and ${site}: unset DEMO_DATA and load the club's data (npm run import)` }];
}

/** Whoever reached the test controls could open the sale early or end a buyer's permission. */
function testControlsRefused(config: ServerEnv): Problem[] {
  const site = publicSite(config);
  if (!config.TEST_CONTROLS || !site) return [];
  return [{ key: 'TEST_CONTROLS', message: `the test controls open the sale and end permissions for anyone who calls them and ${site}: unset TEST_CONTROLS` }];
}

/** Why the site is public (https, or a production build), or null for a laptop. */
function publicSite(config: ServerEnv): string | null {
  if (config.PUBLIC_ORIGIN?.startsWith('https:')) return 'PUBLIC_ORIGIN is https';
  return config.NODE_ENV === 'production' ? 'NODE_ENV is production' : null;
}

/**
 * What a production server cannot do without: the address visitors use (the links in mails, the
 * payment provider's return) and a relay for mails (members would never get their codes and links).
 */
function missingInProduction(config: ServerEnv): Problem[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: Problem[] = [];
  if (!config.PUBLIC_ORIGIN) {
    problems.push({ key: 'PUBLIC_ORIGIN', message: 'required with NODE_ENV=production: the links in mails and the payment provider send people there' });
  }
  if (!config.SMTP_URL) {
    problems.push({ key: 'SMTP_URL', message: 'required with NODE_ENV=production: without it no mail leaves the outbox, and members never get their codes and links' });
  }
  return problems;
}

const DKIM_VARIABLES = ['MAIL_DKIM_DOMAIN', 'MAIL_DKIM_SELECTOR', 'MAIL_DKIM_KEY_FILE'] as const;

/** One or two of the three DKIM settings is a mistake (mails would leave unsigned), not a choice. */
function dkimIncomplete(config: ServerEnv): Problem[] {
  const unset = DKIM_VARIABLES.filter((key) => config[key] === undefined);
  if (unset.length === 0 || unset.length === DKIM_VARIABLES.length) return [];
  return unset.map((key) => ({ key, message: `DKIM signing needs ${DKIM_VARIABLES.join(', ')} together: set it too, or unset them all` }));
}

/** Values never repeated in an error message: they hold passwords or secrets. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'SSO_APP_SECRETS']);
const shown = (env: NodeJS.ProcessEnv, key: string) => (SECRET_VARIABLES.has(key) ? 'a value not shown here: it may hold a secret' : JSON.stringify(env[key]));

export class ConfigError extends Error {
  constructor(readonly variables: string[], message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; an empty string counts as unset. Throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (result.success) {
    // What a public site must never run is named on its own, before what production lacks.
    const refused = [...simulatorRefused(result.data), ...demoRefused(result.data), ...testControlsRefused(result.data)];
    const problems = refused.length > 0 ? refused : [...missingInProduction(result.data), ...dkimIncomplete(result.data)];
    if (problems.length === 0) return result.data;
    throw new ConfigError(
      problems.map((p) => p.key),
      `Invalid environment: ${problems.map((p) => `${p.key}: ${p.message}`).join('; ')}`,
    );
  }
  const problems = result.error.issues.map((issue) => ({ key: String(issue.path[0]), message: issue.message }));
  throw new ConfigError(
    problems.map((p) => p.key),
    `Invalid environment: ${problems.map((p) => `${p.key}: ${p.message} (got ${shown(env, p.key)})`).join('; ')}`,
  );
}
