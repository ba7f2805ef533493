import type { Ticket } from '../../src/api/tickets.ts';
import { eurosOf, gameTime, type MemberTexts } from '../i18n/member-texts.ts';
import { addCardPage, cardDocument, drawCardField, drawCardNote, FIELD_STEP, FIRST_FIELD_Y } from './club-card.ts';

/** As tall as the member card's (member-card.ts): six lines and the note. */
const TICKET_HEIGHT = 330;

/**
 * A single game's ticket to print: who, which game, when and where. No code: a printed code would
 * never change, so the paper says the entry code is on the phone.
 */
export async function ticketPdf(ticket: Ticket, clubName: string, texts: MemberTexts): Promise<Uint8Array> {
  const words = texts.ticket;
  const { pdf, look } = await cardDocument(words.title({ game: ticket.game.opponent, club: clubName }), clubName, texts.locale);
  const page = addCardPage(pdf, look, { clubName, heading: words.heading({ game: ticket.game.opponent }), height: TICKET_HEIGHT });
  const { seat } = ticket;
  const lines: [string, string][] = [
    [words.holder, ticket.holderName],
    [words.game, ticket.game.opponent],
    [words.when, gameTime(texts, ticket.game.startsAt)],
    [words.seatLabel, words.seat({ sector: seat.sectorName, area: seat.areaName, row: seat.row, number: seat.number })],
    [words.ticketNumber, String(ticket.id)],
    [words.price, eurosOf(texts, Math.round(seat.price * 100))],
  ];
  lines.forEach(([label, value], index) => drawCardField(page, look, label, value, FIRST_FIELD_Y - index * FIELD_STEP));
  drawCardNote(page, look, words.noCode, FIRST_FIELD_Y - lines.length * FIELD_STEP + 4);
  return pdf.save();
}
