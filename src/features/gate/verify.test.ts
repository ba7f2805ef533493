import { describe, expect, it } from 'vitest';
import { cardCodeAt, clubDay, deriveDayKey, formatCardQr } from '../../api/card-code';
import type { GateDownloadPayload, GateMember, GateTicket } from '../../api/gate';
import { deriveTicketDayKey, formatTicketQr } from '../../api/ticket-code';
import { verifyScan } from './verify';

const SECRET = '0123456789abcdef0123456789abcdef01234567';
const TICKET_SECRET = 'fedcba9876543210fedcba9876543210fedcba98';
const NOW = Date.parse('2025-10-05T17:00:00+02:00');
const DEVICE = 'gate-north-0001';
const OTHER_DEVICE = 'gate-south-0002';

async function downloadWith(partnerNumber: number, extra: Partial<GateMember> = {}): Promise<{ download: GateDownloadPayload; member: GateMember; ticket: GateTicket }> {
  const dayKey = await deriveDayKey(SECRET, '25/26', partnerNumber, clubDay(NOW));
  const member = { partnerNumber, name: 'Ana', lastname: 'Pérez', photoSha256: null, seat: { sector: 'Tribuna', area: '101', row: 3, number: 7 }, dayKey, ...extra };
  const ticket = { ticketId: 41, holderName: 'Marta Ruiz', seat: { sector: 'Tribuna', area: '101', row: 3, number: 7 }, dayKey: await deriveTicketDayKey(TICKET_SECRET, 41, clubDay(NOW)) };
  const game = { id: 2, season: '25/26', startsAt: '2025-10-05T16:00:00Z', day: '2025-10-05', competition: 'MENS_LEAGUE' as const, opponent: 'Rival' };
  const download = {
    game,
    season: '25/26',
    issuedAt: '2025-10-05T14:00:00Z',
    expiresAt: '2025-10-05T22:00:00Z',
    members: [member],
    tickets: [ticket],
    entries: [],
    ticketEntries: [],
    cursor: 0,
  };
  return { download, member, ticket };
}

const scanOf = (member: GateMember, at: number, season = '25/26') =>
  formatCardQr({ season, partnerNumber: member.partnerNumber, code: cardCodeAt(member.dayKey, at) });
const ticketScanOf = (ticket: GateTicket, at: number, ticketId = ticket.ticketId) => formatTicketQr({ ticketId, code: cardCodeAt(ticket.dayKey, at) });
const contextOf = (download: GateDownloadPayload) => ({ download, entries: [], ticketEntries: [], deviceId: DEVICE, now: NOW });

describe('verifying a scanned card', () => {
  it('admits a member with the code of the moment, and records the entry at this gate', async () => {
    const { download, member } = await downloadWith(1001);
    const verdict = verifyScan(scanOf(member, NOW), contextOf(download));
    expect(verdict).toEqual({ kind: 'ACCEPTED', member, entry: { partnerNumber: 1001, at: new Date(NOW).toISOString(), deviceId: DEVICE } });
  });

  it('says a member already inside, and whether it was at this gate or another', async () => {
    const { download, member } = await downloadWith(1001);
    const earlier = { partnerNumber: 1001, at: '2025-10-05T14:58:00.000Z', deviceId: OTHER_DEVICE };
    const context = { ...contextOf(download), entries: [earlier] };
    expect(verifyScan(scanOf(member, NOW), context)).toEqual({ kind: 'ALREADY_INSIDE', member, earlier, here: false });
    expect(verifyScan(scanOf(member, NOW), { ...context, deviceId: earlier.deviceId })).toMatchObject({ here: true });
  });

  it('calls an old code expired: a screenshot', async () => {
    const { download, member } = await downloadWith(1001);
    expect(verifyScan(scanOf(member, NOW - 5 * 60_000), contextOf(download))).toEqual({ kind: 'EXPIRED' });
  });

  it('refuses another season, a member not in the download, a wrong code and anything that is not a card', async () => {
    const { download, member } = await downloadWith(1001);
    const context = contextOf(download);
    expect(verifyScan(scanOf(member, NOW, '24/25'), context)).toEqual({ kind: 'WRONG_SEASON' });
    expect(verifyScan(scanOf({ ...member, partnerNumber: 1002 }, NOW), context)).toEqual({ kind: 'UNKNOWN' });
    expect(verifyScan(formatCardQr({ season: '25/26', partnerNumber: 1001, code: '00000000' }), context)).toEqual({ kind: 'UNKNOWN' });
    expect(verifyScan('https://example.com', context)).toEqual({ kind: 'UNKNOWN' });
  });

  it('refuses the card of a member whose seat sold for this game, though its code is good, and only then', async () => {
    const { download, member } = await downloadWith(1001, { seatSoldForGame: true });
    expect(verifyScan(scanOf(member, NOW), contextOf(download))).toEqual({ kind: 'SEAT_SOLD', member });
    // A forged or old code says nothing of the release.
    expect(verifyScan(formatCardQr({ season: '25/26', partnerNumber: 1001, code: '00000000' }), contextOf(download))).toEqual({ kind: 'UNKNOWN' });
    expect(verifyScan(scanOf(member, NOW - 5 * 60_000), contextOf(download))).toEqual({ kind: 'EXPIRED' });
  });

  it("refuses the card of a member who gave the seat to a guest for this game, even before any entry, and admits the guest's pass", async () => {
    const { download, member, ticket } = await downloadWith(1001, { seatGivenForGame: true });
    expect(verifyScan(scanOf(member, NOW), contextOf(download))).toEqual({ kind: 'SEAT_GIVEN', member });
    expect(verifyScan(ticketScanOf(ticket, NOW), contextOf(download))).toMatchObject({ kind: 'TICKET_ACCEPTED', ticket });
    // A forged or old code says nothing of the guest.
    expect(verifyScan(formatCardQr({ season: '25/26', partnerNumber: 1001, code: '00000000' }), contextOf(download))).toEqual({ kind: 'UNKNOWN' });
    expect(verifyScan(scanOf(member, NOW - 5 * 60_000), contextOf(download))).toEqual({ kind: 'EXPIRED' });
  });

  it('refuses a given seat also when the member had entered earlier: nobody comes in on that card again', async () => {
    const { download, member } = await downloadWith(1001, { seatGivenForGame: true });
    const earlier = { partnerNumber: 1001, at: '2025-10-05T14:58:00.000Z', deviceId: OTHER_DEVICE };
    expect(verifyScan(scanOf(member, NOW), { ...contextOf(download), entries: [earlier] })).toEqual({ kind: 'SEAT_GIVEN', member });
  });
});

describe("verifying a scanned single game's ticket", () => {
  it("admits a ticket with its code of the moment against the ticket's day key, and records the ticket's entry", async () => {
    const { download, ticket } = await downloadWith(1001);
    expect(verifyScan(ticketScanOf(ticket, NOW), contextOf(download))).toEqual({
      kind: 'TICKET_ACCEPTED',
      ticket,
      entry: { ticketId: 41, at: new Date(NOW).toISOString(), deviceId: DEVICE },
    });
  });

  it('refuses a ticket used once, at this gate or another, however many times it is shown', async () => {
    const { download, ticket } = await downloadWith(1001);
    const earlier = { ticketId: 41, at: '2025-10-05T14:58:00.000Z', deviceId: OTHER_DEVICE };
    const context = { ...contextOf(download), ticketEntries: [earlier] };
    expect(verifyScan(ticketScanOf(ticket, NOW), context)).toEqual({ kind: 'TICKET_USED', ticket, earlier, here: false });
    expect(verifyScan(ticketScanOf(ticket, NOW), { ...context, deviceId: OTHER_DEVICE })).toMatchObject({ kind: 'TICKET_USED', here: true });
    // A member's entry with the same number is not the ticket's.
    const member = { ...contextOf(download), entries: [{ partnerNumber: 41, at: earlier.at, deviceId: DEVICE }] };
    expect(verifyScan(ticketScanOf(ticket, NOW), member)).toMatchObject({ kind: 'TICKET_ACCEPTED' });
  });

  it('calls an old ticket code expired, and a wrong code or a ticket not of this game unknown', async () => {
    const { download, ticket } = await downloadWith(1001);
    const context = contextOf(download);
    expect(verifyScan(ticketScanOf(ticket, NOW - 5 * 60_000), context)).toEqual({ kind: 'TICKET_EXPIRED' });
    expect(verifyScan(formatTicketQr({ ticketId: 41, code: '00000000' }), context)).toEqual({ kind: 'TICKET_UNKNOWN' });
    expect(verifyScan(ticketScanOf(ticket, NOW, 42), context)).toEqual({ kind: 'TICKET_UNKNOWN' });
    // The member card's key makes no ticket code: the day keys differ by their message.
    const { member } = await downloadWith(41);
    expect(verifyScan(formatTicketQr({ ticketId: 41, code: cardCodeAt(member.dayKey, NOW) }), context)).toEqual({ kind: 'TICKET_UNKNOWN' });
  });
});
