import { checkCardCode, parseCardQr } from '../../api/card-code';
import type { GateDownloadPayload, GateEntry, GateMember, GateTicket, GateTicketEntry } from '../../api/gate';
import { parseTicketQr } from '../../api/ticket-code';

/** Why a scan is refused; the gate says each in words. */
export type GateRefusal = 'EXPIRED' | 'WRONG_SEASON' | 'UNKNOWN' | 'TICKET_EXPIRED' | 'TICKET_UNKNOWN';

export type GateVerdict =
  | { kind: 'ACCEPTED'; member: GateMember; entry: GateEntry }
  | { kind: 'ALREADY_INSIDE'; member: GateMember; earlier: GateEntry; here: boolean }
  /** The member released their seat for this game and it sold: someone else sits there. */
  | { kind: 'SEAT_SOLD'; member: GateMember }
  /** The member gave their seat to a guest for this game: the guest's pass is the way in. */
  | { kind: 'SEAT_GIVEN'; member: GateMember }
  | { kind: 'TICKET_ACCEPTED'; ticket: GateTicket; entry: GateTicketEntry }
  | { kind: 'TICKET_USED'; ticket: GateTicket; earlier: GateTicketEntry; here: boolean }
  | { kind: GateRefusal };

export interface ScanContext {
  download: GateDownloadPayload;
  /** Every entry this gate knows for the game: its own and the other gates' from the last sync. */
  entries: readonly GateEntry[];
  /** The same for tickets. */
  ticketEntries: readonly GateTicketEntry[];
  deviceId: string;
  now: number;
}

/** Whether the verdict lets the person in. */
export const isAdmission = (verdict: GateVerdict): boolean => verdict.kind === 'ACCEPTED' || verdict.kind === 'TICKET_ACCEPTED';

/** A ticket's code against its day key; a ticket is admitted once, on any gate that has synced. */
function verifyTicket(text: string, { download, ticketEntries, deviceId, now }: ScanContext): GateVerdict | null {
  const payload = parseTicketQr(text);
  if (!payload) return null;
  const ticket = download.tickets.find(({ ticketId }) => ticketId === payload.ticketId);
  if (!ticket) return { kind: 'TICKET_UNKNOWN' };
  const check = checkCardCode(ticket.dayKey, payload.code, now);
  if (check === 'EXPIRED') return { kind: 'TICKET_EXPIRED' };
  if (check === 'WRONG') return { kind: 'TICKET_UNKNOWN' };
  const earlier = ticketEntries.find(({ ticketId }) => ticketId === ticket.ticketId);
  if (earlier) return { kind: 'TICKET_USED', ticket, earlier, here: earlier.deviceId === deviceId };
  return { kind: 'TICKET_ACCEPTED', ticket, entry: { ticketId: ticket.ticketId, at: new Date(now).toISOString(), deviceId } };
}

/**
 * What the gate does with a scanned text. A wrong code for a known member is UNKNOWN, not a
 * separate reason: the gate cannot tell a typo from a forged card, and the answer is the same.
 */
export function verifyScan(text: string, context: ScanContext): GateVerdict {
  const { download, entries, deviceId, now } = context;
  const ticketVerdict = verifyTicket(text, context);
  if (ticketVerdict) return ticketVerdict;
  const payload = parseCardQr(text);
  if (!payload) return { kind: 'UNKNOWN' };
  if (payload.season !== download.season) return { kind: 'WRONG_SEASON' };
  const member = download.members.find(({ partnerNumber }) => partnerNumber === payload.partnerNumber);
  if (!member) return { kind: 'UNKNOWN' };
  const check = checkCardCode(member.dayKey, payload.code, now);
  if (check === 'EXPIRED') return { kind: 'EXPIRED' };
  if (check === 'WRONG') return { kind: 'UNKNOWN' };
  if (member.seatSoldForGame) return { kind: 'SEAT_SOLD', member };
  if (member.seatGivenForGame) return { kind: 'SEAT_GIVEN', member };
  const earlier = entries.find(({ partnerNumber }) => partnerNumber === member.partnerNumber);
  if (earlier) return { kind: 'ALREADY_INSIDE', member, earlier, here: earlier.deviceId === deviceId };
  return { kind: 'ACCEPTED', member, entry: { partnerNumber: member.partnerNumber, at: new Date(now).toISOString(), deviceId } };
}
