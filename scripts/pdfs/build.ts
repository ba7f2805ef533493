import { resolve } from 'node:path';
import { documents, documentsIssuedOn, PASS_SLUGS } from '../../src/features/campaign/data/campaign.ts';
import { longDate, utcDate } from './format.ts';
import { buildBankLeaflet } from './documents/bank-leaflet.ts';
import { buildDossier } from './documents/dossier.ts';
import { buildFlyer } from './documents/flyers.ts';
import { buildPromoConditions } from './documents/promo-conditions.ts';
import type { DocumentContext } from './documents/shared.ts';

/** Where the documents' public paths (/docs/…) live on disk: Vite copies public/ into the build. */
export const PUBLIC_DIR = resolve(import.meta.dirname, '../../public');

/** The season the documents are made for: the same variable and default as the app's. */
export function seasonFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const season = env.VITE_SEASON || '25/26';
  if (!/^\d{2}\/\d{2}$/.test(season)) throw new Error(`VITE_SEASON must look like 25/26, got ${JSON.stringify(season)}`);
  return season;
}

/**
 * Every campaign document, by its public path (`documents` in the campaign data), as PDF bytes.
 * Pure and deterministic: the same data and season give the same bytes, which is what lets the
 * test compare them with the committed files.
 */
export async function buildDocuments(season: string): Promise<Map<string, Uint8Array>> {
  const ctx: DocumentContext = {
    season,
    issuedOn: utcDate(season, documentsIssuedOn),
    issuedOnText: longDate(season, documentsIssuedOn),
  };
  const builders: [string, () => Promise<Uint8Array>][] = [
    [documents.dossier, () => buildDossier(ctx)],
    [documents.bankLeaflet, () => buildBankLeaflet(ctx)],
    [documents.promoConditions, () => buildPromoConditions(ctx)],
    ...PASS_SLUGS.map((slug): [string, () => Promise<Uint8Array>] => [documents.flyers[slug], () => buildFlyer(slug, ctx)]),
  ];
  const built = new Map<string, Uint8Array>();
  for (const [path, build] of builders) built.set(path, await build());
  return built;
}
