import { parseEnvironment, type Environment } from './env-schema';

/** The validated client environment (spec §3); vite.config.ts already refuses bad values at build time. */
export const environment: Environment = parseEnvironment(import.meta.env);

export const languageCodes: string[] = environment.languages.map((language) => language.code);
