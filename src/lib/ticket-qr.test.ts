import { describe, expect, it } from 'vitest';
import { cardCodeAt } from '../api/card-code';
import { deriveTicketDayKey, parseTicketQr } from '../api/ticket-code';
import { ticketQrAt } from './ticket-qr';

const TICKET = { id: 31, secret: '0123456789abcdef0123456789abcdef01234567', game: { id: 2, season: '25/26', startsAt: '2026-01-10T18:00:00Z', day: '2026-01-10', competition: 'MENS_LEAGUE' as const, opponent: 'Rival' } };
/** 10 January 2026, 18:30:10 in Madrid: doors open, 10 s into a code's 30 s step. */
const DOORS_OPEN = Date.parse('2026-01-10T18:30:10+01:00');

describe('ticketQrAt', () => {
  it("shows the gate's code for the game's day: the ticket's id and its TOTP of the day key", async () => {
    const qr = await ticketQrAt(TICKET, DOORS_OPEN);
    const dayKey = await deriveTicketDayKey(TICKET.secret, 31, '2026-01-10');
    expect(parseTicketQr(qr.text)).toEqual({ ticketId: 31, code: cardCodeAt(dayKey, DOORS_OPEN) });
    expect(qr.code).toBe(cardCodeAt(dayKey, DOORS_OPEN));
    expect(qr.startedAt).toBe(Date.parse('2026-01-10T18:30:00+01:00'));
    expect(qr.changesAt).toBe(Date.parse('2026-01-10T18:30:30+01:00'));
  });

  it('holds one code through its step, then another, deriving the day key once', async () => {
    const dayKeys = new Map<string, string>();
    const first = await ticketQrAt(TICKET, DOORS_OPEN, dayKeys);
    expect((await ticketQrAt(TICKET, first.changesAt - 1, dayKeys)).text).toBe(first.text);
    expect((await ticketQrAt(TICKET, first.changesAt, dayKeys)).text).not.toBe(first.text);
    expect([...dayKeys.keys()]).toEqual(['2026-01-10']);
  });
});
