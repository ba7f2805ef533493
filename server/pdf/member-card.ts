import type { MemberCard } from '../../src/api/member-card.ts';
import type { MemberTexts } from '../i18n/member-texts.ts';
import { addCardPage, cardDocument, drawCardField, drawCardNote, FIELD_STEP, FIRST_FIELD_Y } from './club-card.ts';

/** Taller than the sign-up's pass card (pass-card.ts): a group line and the note fit. */
const MEMBER_CARD_HEIGHT = 330;

/**
 * The member card to print: who, which pass and seat, the group. No QR: a printed code would
 * never change, so the paper says the entry code is on the phone.
 */
export async function memberCardPdf(card: MemberCard, clubName: string, texts: MemberTexts): Promise<Uint8Array> {
  const words = texts.memberCard;
  const { pdf, look } = await cardDocument(words.title({ season: card.season, club: clubName }), clubName, texts.locale);
  const page = addCardPage(pdf, look, { clubName, heading: words.heading({ season: card.season }), height: MEMBER_CARD_HEIGHT });
  const lines: [string, string][] = [
    [words.holder, `${card.name} ${card.lastname}`],
    [words.partnerNumber, String(card.partnerNumber)],
    [words.pass, card.pass],
    [words.seatLabel, words.seat(card.seat)],
    ...(card.group ? [[words.group, card.group.name] as [string, string]] : []),
  ];
  lines.forEach(([label, value], index) => drawCardField(page, look, label, value, FIRST_FIELD_Y - index * FIELD_STEP));
  drawCardNote(page, look, words.entryCode, FIRST_FIELD_Y - lines.length * FIELD_STEP + 4);
  return pdf.save();
}
