import { PDFDocument, rgb, StandardFonts, type RGB } from 'pdf-lib';
import type { MemberCard } from '../../src/api/member-card.ts';
import { clubTheme } from '../../src/ui/theme/themes/club.ts';
import type { MemberTexts } from '../i18n/member-texts.ts';

const { color } = clubTheme;
function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255);
}
const INK = { brand: hex(color.brand), onBrand: hex(color.onBrand), text: hex(color.text), muted: hex(color.textMuted), border: hex(color.border) };

/** A4 in points; the card at the top, the size of the sign-up's pass card (pdf/pass-card.ts). */
const PAGE = { width: 595.28, height: 841.89 };
const CARD = { x: 72, width: 451.28, height: 330, band: 72 };

/**
 * The member card to print: who, which pass and seat, the group. No QR: a printed code would
 * never change, so the paper says the entry code is on the phone.
 */
export async function memberCardPdf(card: MemberCard, clubName: string, texts: MemberTexts): Promise<Uint8Array> {
  const words = texts.memberCard;
  const pdf = await PDFDocument.create();
  pdf.setTitle(words.title({ season: card.season, club: clubName }));
  pdf.setAuthor(clubName);
  pdf.setLanguage(texts.locale);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const top = PAGE.height - 72;
  page.drawRectangle({ x: CARD.x, y: top - CARD.height, width: CARD.width, height: CARD.height, borderColor: INK.border, borderWidth: 1 });
  page.drawRectangle({ x: CARD.x, y: top - CARD.band, width: CARD.width, height: CARD.band, color: INK.brand });
  page.drawText(clubName, { x: CARD.x + 20, y: top - 32, size: 18, font: bold, color: INK.onBrand });
  page.drawText(words.heading({ season: card.season }), { x: CARD.x + 20, y: top - 54, size: 12, font: regular, color: INK.onBrand });
  const lines: [string, string][] = [
    [words.holder, `${card.name} ${card.lastname}`],
    [words.partnerNumber, String(card.partnerNumber)],
    [words.pass, card.pass],
    [words.seatLabel, words.seat(card.seat)],
    ...(card.group ? [[words.group, card.group.name] as [string, string]] : []),
  ];
  let y = top - CARD.band - 36;
  for (const [label, value] of lines) {
    page.drawText(label.toUpperCase(), { x: CARD.x + 20, y: y + 12, size: 8, font: regular, color: INK.muted });
    page.drawText(value, { x: CARD.x + 20, y, size: 13, font: bold, color: INK.text, maxWidth: CARD.width - 40 });
    y -= 34;
  }
  page.drawText(words.entryCode, { x: CARD.x + 20, y: y + 4, size: 10, font: regular, color: INK.text, maxWidth: CARD.width - 40, lineHeight: 13 });
  return pdf.save();
}
