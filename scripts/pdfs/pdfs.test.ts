import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  documents,
  documentsIssuedOn,
  officeHours,
  PASS_SLUGS,
  prices,
  renewalPayment,
  telecomPromo,
} from '../../src/features/campaign/data/campaign.ts';
import { buildDocuments, PUBLIC_DIR, seasonFromEnv } from './build.ts';
import { CLUB } from './club.ts';
import { euros, longDate, monthOfSeason, timeRanges, utcDate } from './format.ts';

/** Every path in `documents`, however deeply nested: a document added to the data is checked too. */
function documentPaths(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(documentPaths);
  return [];
}

/** WinAnsi differs from Latin-1 in 0x80–0x9F; these are the ones the documents can use. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };
const decodeWinAnsi = (bytes: Buffer) => Array.from(bytes, (byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

/** The text a document draws (pdf-lib writes WinAnsi hex strings), spaces normalised. */
function drawnText(doc: PDFDocument): string {
  const strings: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const [, hex = ''] of content.matchAll(/<([0-9A-F]*)> Tj/g)) strings.push(decodeWinAnsi(Buffer.from(hex, 'hex')));
  }
  return normalise(strings.join(' '));
}
const normalise = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

const season = seasonFromEnv();
const paths = documentPaths(documents);
let built: Map<string, Uint8Array>;

beforeAll(async () => {
  built = await buildDocuments(season);
});

describe('campaign PDFs', () => {
  it('builds exactly the documents the campaign data lists', () => {
    expect([...built.keys()].sort()).toEqual([...paths].sort());
  });

  describe.each(paths)('%s', (path) => {
    const file = join(PUBLIC_DIR, path);

    it('is committed in public/ as a small, valid PDF with its metadata', async () => {
      expect(existsSync(file), `${file} is missing: run npm run pdfs`).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(30 * 1024);
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(path === documents.dossier ? 3 : 1);
      expect(doc.getTitle()).toBeTruthy();
      expect(doc.getSubject()).toBeTruthy();
      expect(doc.getAuthor()).toBe(CLUB.name);
      expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(es-ES)');
      expect(doc.getCreationDate()?.getTime()).toBe(utcDate(season, documentsIssuedOn).getTime());
    });

    it('matches the campaign data (same bytes as regenerating it)', () => {
      const committed = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
      const fresh = built.get(path) ?? new Uint8Array();
      expect(
        Buffer.compare(committed, Buffer.from(fresh)) === 0,
        `${path} is out of date with the campaign data or the PDF script: run npm run pdfs and commit public/docs`,
      ).toBe(true);
    });
  });

  it('prints the campaign numbers in the dossier', async () => {
    const text = drawnText(await PDFDocument.load(built.get(documents.dossier) ?? new Uint8Array()));
    const expected = [
      ...Object.values(prices.from).map((price) => `Desde ${euros(price)}`),
      ...prices.youthBands.map((band) => euros(band.price)),
      ...renewalPayment.directDebit.map((instalment) => longDate(season, instalment.day)),
      ...officeHours.map((range) => timeRanges(range.slots)),
      CLUB.email,
    ];
    for (const needle of expected) expect(text).toContain(normalise(needle));
  });

  it('gives every pass a one-page flyer with its price or games', async () => {
    for (const slug of PASS_SLUGS) {
      const doc = await PDFDocument.load(built.get(documents.flyers[slug]) ?? new Uint8Array());
      expect(doc.getPageCount(), slug).toBe(1);
      expect(drawnText(doc)).toContain(season);
    }
    const adult = drawnText(await PDFDocument.load(built.get(documents.flyers.adulto) ?? new Uint8Array()));
    expect(adult).toContain(normalise(`Desde ${euros(prices.from.adulto)}`));
  });

  it('states the bank and telecom offers with the data figures', async () => {
    const bank = drawnText(await PDFDocument.load(built.get(documents.bankLeaflet) ?? new Uint8Array()));
    expect(bank).toContain(monthOfSeason(season, renewalPayment.clubCardFirstPaymentMonth));
    const promo = drawnText(await PDFDocument.load(built.get(documents.promoConditions) ?? new Uint8Array()));
    expect(promo).toContain(normalise(euros(telecomPromo.bonusEuros)));
  });
});
