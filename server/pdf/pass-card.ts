import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { SignupOrder } from '../../src/api/signup.ts';
import { clubTheme } from '../../src/ui/theme/themes/club.ts';
import { eurosOf, type MemberTexts } from '../i18n/member-texts.ts';

/** The club's colours, read from its theme (a second club's theme would change them here too). */
const { color } = clubTheme;
function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255);
}
const INK = { brand: hex(color.brand), onBrand: hex(color.onBrand), text: hex(color.text), muted: hex(color.textMuted), border: hex(color.border) };

/** A4 in points; the card is the size of a bank card scaled up (85.6 × 54 mm ratio), at the top. */
const PAGE = { width: 595.28, height: 841.89 };
const CARD = { x: 72, width: 451.28, height: 284.7, band: 72 };

/**
 * The pass cards of a paid order: one A4 page per person with a card to print or keep on the
 * phone, in the member's language; the standard Helvetica fonts (WinAnsi: Spanish and French
 * letters and € are fine), so nothing is embedded.
 */
export async function passCardPdf(order: SignupOrder, clubName: string, texts: MemberTexts): Promise<Uint8Array> {
  const words = texts.passCard;
  const pdf = await PDFDocument.create();
  pdf.setTitle(words.title({ season: order.season, club: clubName }));
  pdf.setAuthor(clubName);
  pdf.setLanguage(texts.locale);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const person of order.people) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const top = PAGE.height - 72;
    const bottom = top - CARD.height;
    page.drawRectangle({ x: CARD.x, y: bottom, width: CARD.width, height: CARD.height, borderColor: INK.border, borderWidth: 1 });
    page.drawRectangle({ x: CARD.x, y: top - CARD.band, width: CARD.width, height: CARD.band, color: INK.brand });
    page.drawText(clubName, { x: CARD.x + 20, y: top - 32, size: 18, font: bold, color: INK.onBrand });
    page.drawText(words.heading({ season: order.season }), { x: CARD.x + 20, y: top - 54, size: 12, font: regular, color: INK.onBrand });
    const seat = person.seat ? words.seat({ area: person.seat.areaName, row: person.seat.row, number: person.seat.number }) : words.noSeat;
    const lines: [string, string][] = [
      [words.holder, `${person.name} ${person.lastname}`],
      [words.partnerNumber, person.partnerNumber === null ? '—' : String(person.partnerNumber)],
      [words.product, person.productName],
      [words.seatLabel, seat],
      [words.amount, eurosOf(texts, Math.round(person.price * 100))],
    ];
    lines.forEach(([label, value], index) => field(page, { regular, bold }, label, value, top - CARD.band - 36 - index * 34));
  }
  return pdf.save();
}

function field(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, label: string, value: string, y: number): void {
  page.drawText(label.toUpperCase(), { x: CARD.x + 20, y: y + 12, size: 8, font: fonts.regular, color: INK.muted });
  page.drawText(value, { x: CARD.x + 20, y, size: 13, font: fonts.bold, color: INK.text, maxWidth: CARD.width - 40 });
}
