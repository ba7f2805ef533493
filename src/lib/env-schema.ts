import * as z from 'zod/mini';
import { DEFAULT_THEME, themeNames, type ThemeName } from '../ui/theme/themes/index.ts';

/**
 * The client environment of spec §3, read from VITE_* variables.
 * Pure (no import.meta) so vite.config.ts can validate the same values at build time.
 */
const languageCode = z.string().check(z.regex(/^[a-z]{2}$/, 'two lower-case letters'));
const languageList = z.pipe(
  z.transform((raw: string) => raw.split(',').map((code) => code.trim()).filter(Boolean)),
  z.array(languageCode).check(z.minLength(1, 'at least one language')),
);
const booleanFlag = z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true'));
const season = z.string().check(z.regex(/^\d{2}\/\d{2}$/, 'season as NN/NN, e.g. 25/26'));
const pathPrefix = z.string().check(z.regex(/^\/(.*\/)?$/, 'a path starting and ending with /'));

export const envSchema = z
  .object({
    VITE_LANGUAGES: z._default(z.pipe(z.string(), languageList), ['es', 'en', 'fr']),
    VITE_DEFAULT_LANGUAGE: z._default(languageCode, 'es'),
    VITE_STATIC_PATH: z._default(pathPrefix, '/'),
    VITE_API_PREFIX: z._default(pathPrefix, '/api/'),
    /** Seconds left in a seat-change cart when the expiry warning shows. */
    VITE_CART_EXPIRATION_ALERT: z._default(z.coerce.number().check(z.int(), z.positive()), 120),
    VITE_PAYMENT_ORIGIN: z._default(z.url(), 'http://localhost:4010'),
    VITE_TICKETING_URL: z._default(z.url(), 'https://entradas.example.com/abonos'),
    VITE_TRACKER_ENABLED: z._default(booleanFlag, false),
    VITE_APP_VERSION: z._default(z.string().check(z.minLength(1)), 'dev'),
    VITE_SEASON: z._default(season, '25/26'),
    VITE_PREVIOUS_SEASON: z._default(season, '24/25'),
    /** Which club's look (src/ui/theme/themes), set on <html data-theme> before the first paint. */
    VITE_THEME: z._default(z.enum(themeNames, { error: `one of ${themeNames.join(', ')}` }), DEFAULT_THEME),
    /** The gate's signing key fingerprint (npm run gate:fingerprint): the gate uses no download signed by another key. */
    VITE_GATE_KEY_FINGERPRINT: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'a JWK thumbprint: 43 base64url characters'))),
  })
  .check(
    z.refine((env) => env.VITE_LANGUAGES.includes(env.VITE_DEFAULT_LANGUAGE), {
      path: ['VITE_DEFAULT_LANGUAGE'],
      message: 'must be one of VITE_LANGUAGES',
    }),
  );

export interface Environment {
  languages: { code: string }[];
  defaultLanguage: string;
  staticPath: string;
  apiPrefix: string;
  cartExpirationAlertSeconds: number;
  paymentOrigin: string;
  ticketingUrl: string;
  trackerEnabled: boolean;
  appVersion: string;
  season: string;
  previousSeason: string;
  theme: ThemeName;
  /** Without one, the gate pins the key of its first download made online. */
  gateKeyFingerprint: string | null;
}

export class ConfigError extends Error {
  constructor(readonly keys: string[], detail: string) {
    super(`Invalid configuration: ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Parses raw variables; throws a ConfigError naming every bad key. Empty strings count as unset. */
export function parseEnvironment(raw: Record<string, unknown>): Environment {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => key.startsWith('VITE_') && value !== ''),
  );
  const result = z.safeParse(envSchema, present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => ({
      key: String(issue.path[0] ?? '(environment)'),
      message: issue.message,
    }));
    throw new ConfigError(
      problems.map((p) => p.key),
      problems.map((p) => `${p.key}: ${p.message}`).join('; '),
    );
  }
  const env = result.data;
  return {
    languages: env.VITE_LANGUAGES.map((code) => ({ code })),
    defaultLanguage: env.VITE_DEFAULT_LANGUAGE,
    staticPath: env.VITE_STATIC_PATH,
    apiPrefix: env.VITE_API_PREFIX,
    cartExpirationAlertSeconds: env.VITE_CART_EXPIRATION_ALERT,
    paymentOrigin: env.VITE_PAYMENT_ORIGIN,
    ticketingUrl: env.VITE_TICKETING_URL,
    trackerEnabled: env.VITE_TRACKER_ENABLED,
    appVersion: env.VITE_APP_VERSION,
    season: env.VITE_SEASON,
    previousSeason: env.VITE_PREVIOUS_SEASON,
    theme: env.VITE_THEME,
    gateKeyFingerprint: env.VITE_GATE_KEY_FINGERPRINT ?? null,
  };
}
