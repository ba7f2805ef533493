import type { SignupOrder } from '../../src/api/signup.ts';
import { eurosOf, type MemberTexts } from '../i18n/member-texts.ts';
import { addCardPage, cardDocument, drawCardField, FIELD_STEP, FIRST_FIELD_Y } from './club-card.ts';

/** The pass card's height: a bank card's ratio (85.6 × 54 mm) at the page's card width. */
const PASS_CARD_HEIGHT = 284.7;

/** The pass cards of a paid order: one A4 page per person with a card to print or keep on the phone. */
export async function passCardPdf(order: SignupOrder, clubName: string, texts: MemberTexts): Promise<Uint8Array> {
  const words = texts.passCard;
  const { pdf, look } = await cardDocument(words.title({ season: order.season, club: clubName }), clubName, texts.locale);
  for (const person of order.people) {
    const page = addCardPage(pdf, look, { clubName, heading: words.heading({ season: order.season }), height: PASS_CARD_HEIGHT });
    const seat = person.seat ? words.seat({ area: person.seat.areaName, row: person.seat.row, number: person.seat.number }) : words.noSeat;
    const lines: [string, string][] = [
      [words.holder, `${person.name} ${person.lastname}`],
      [words.partnerNumber, person.partnerNumber === null ? '—' : String(person.partnerNumber)],
      [words.product, person.productName],
      [words.seatLabel, seat],
      [words.amount, eurosOf(texts, Math.round(person.price * 100))],
    ];
    lines.forEach(([label, value], index) => drawCardField(page, look, label, value, FIRST_FIELD_Y - index * FIELD_STEP));
  }
  return pdf.save();
}
