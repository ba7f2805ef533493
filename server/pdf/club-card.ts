import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { clubTheme } from '../../src/ui/theme/themes/club.ts';

/** A4 in points; the card is at the top, the width of a bank card scaled up. */
const PAGE = { width: 595.28, height: 841.89 };
const CARD = { x: 72, width: 451.28, band: 72 };
const TOP = PAGE.height - 72;
/** Where the first field goes, and the step down to the next. */
export const FIRST_FIELD_Y = TOP - CARD.band - 36;
export const FIELD_STEP = 34;

/** The club's colours, read from its theme (a second club's theme would change them here too). */
type Ink = Record<'brand' | 'onBrand' | 'text' | 'muted' | 'border', RGB>;

/** The card's fonts and colours. */
export interface CardLook {
  regular: PDFFont;
  bold: PDFFont;
  ink: Ink;
}

/**
 * A PDF of the club's cards (the sign-up's pass cards, the member card), in the member's language;
 * the standard Helvetica fonts (WinAnsi: Spanish and French letters and € are fine), so nothing is
 * embedded.
 */
export async function cardDocument(title: string, clubName: string, locale: string): Promise<{ pdf: PDFDocument; look: CardLook }> {
  // Loaded at the first card, not at the server's start: pdf-lib holds some 10 MB, and most
  // processes serve many requests for each card (a member downloads theirs once).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(clubName);
  pdf.setLanguage(locale);
  const { color } = clubTheme;
  const hex = (value: string) => {
    const n = Number.parseInt(value.slice(1), 16);
    return rgb(((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255);
  };
  const ink = { brand: hex(color.brand), onBrand: hex(color.onBrand), text: hex(color.text), muted: hex(color.textMuted), border: hex(color.border) };
  return { pdf, look: { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold), ink } };
}

/** A new A4 page with the card's frame and its band: the club's name and the heading. */
export function addCardPage(pdf: PDFDocument, { regular, bold, ink }: CardLook, { clubName, heading, height }: { clubName: string; heading: string; height: number }): PDFPage {
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: CARD.x, y: TOP - height, width: CARD.width, height, borderColor: ink.border, borderWidth: 1 });
  page.drawRectangle({ x: CARD.x, y: TOP - CARD.band, width: CARD.width, height: CARD.band, color: ink.brand });
  page.drawText(clubName, { x: CARD.x + 20, y: TOP - 32, size: 18, font: bold, color: ink.onBrand });
  page.drawText(heading, { x: CARD.x + 20, y: TOP - 54, size: 12, font: regular, color: ink.onBrand });
  return page;
}

/** One field of the card: its label small and muted above, its value in bold. */
export function drawCardField(page: PDFPage, { regular, bold, ink }: CardLook, label: string, value: string, y: number): void {
  page.drawText(label.toUpperCase(), { x: CARD.x + 20, y: y + 12, size: 8, font: regular, color: ink.muted });
  page.drawText(value, { x: CARD.x + 20, y, size: 13, font: bold, color: ink.text, maxWidth: CARD.width - 40 });
}

/** A line of plain text inside the card, wrapped to its width. */
export function drawCardNote(page: PDFPage, { regular, ink }: CardLook, text: string, y: number): void {
  page.drawText(text, { x: CARD.x + 20, y, size: 10, font: regular, color: ink.text, maxWidth: CARD.width - 40, lineHeight: 13 });
}
