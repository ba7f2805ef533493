import { describe, expect, it } from 'vitest';
import type { GateSyncAnswer } from '../../api/gate';
import { applySyncAnswer, hasPending, recordEntry, recordTicketEntry, syncBodyOf, type GateLedger } from './ledger';

const EMPTY: GateLedger = {
  entries: [],
  pending: [],
  cursor: 4,
  duplicates: [],
  refused: [],
  syncedAt: null,
  ticketEntries: [],
  ticketPending: [],
  ticketDuplicates: [],
  ticketRefused: [],
};
const mine = { partnerNumber: 1001, at: '2025-10-05T15:00:00.000Z', deviceId: 'gate-north-0001' };
const later = { partnerNumber: 1003, at: '2025-10-05T15:00:05.000Z', deviceId: 'gate-north-0001' };
const theirs = { partnerNumber: 1002, at: '2025-10-05T15:00:01.000Z', deviceId: 'gate-south-0002' };
const myTicket = { ticketId: 7, at: '2025-10-05T15:00:02.000Z', deviceId: 'gate-north-0001' };
const theirTicket = { ticketId: 8, at: '2025-10-05T15:00:03.000Z', deviceId: 'gate-south-0002' };
const NOW = Date.parse('2025-10-05T15:00:10Z');

const answer = (fields: Partial<GateSyncAnswer>): GateSyncAnswer => ({
  entries: [],
  cursor: 4,
  duplicates: [],
  refused: [],
  ticketEntries: [],
  ticketDuplicates: [],
  ticketRefused: [],
  ...fields,
});
const sent = (entries: GateLedger['pending'], ticketEntries: GateLedger['ticketPending'] = []) => ({ entries, ticketEntries });

describe("a gate's ledger", () => {
  it('sends its pending entries from the cursor, and keeps what was recorded meanwhile pending', () => {
    const ledger = recordEntry(EMPTY, mine);
    const body = syncBodyOf(ledger, mine.deviceId);
    expect(body).toEqual({ deviceId: mine.deviceId, since: 4, entries: [mine], ticketEntries: [] });
    const meanwhile = recordEntry(ledger, later);
    const synced = applySyncAnswer(meanwhile, body, answer({ entries: [mine, theirs], cursor: 6 }), NOW);
    expect(synced).toEqual({ ...EMPTY, entries: [mine, later, theirs], pending: [later], cursor: 6, syncedAt: '2025-10-05T15:00:10.000Z' });
  });

  it("sends its tickets' entries beside the members', and learns the other gates' tickets", () => {
    const ledger = recordTicketEntry(recordEntry(EMPTY, mine), myTicket);
    expect(hasPending(ledger)).toBe(true);
    const body = syncBodyOf(ledger, mine.deviceId);
    expect(body).toEqual({ deviceId: mine.deviceId, since: 4, entries: [mine], ticketEntries: [myTicket] });
    const synced = applySyncAnswer(ledger, body, answer({ entries: [mine], ticketEntries: [myTicket, theirTicket], cursor: 7 }), NOW);
    expect(synced).toMatchObject({ pending: [], ticketPending: [], ticketEntries: [myTicket, theirTicket], cursor: 7 });
    expect(hasPending(synced)).toBe(false);
  });

  it('keeps each duplicate the server reports once, for members and tickets', () => {
    const duplicate = { partnerNumber: 1001, first: theirs, second: mine };
    const ticketDuplicate = { ticketId: 7, first: myTicket, second: { ...myTicket, deviceId: 'gate-south-0002' } };
    const reported = answer({ duplicates: [duplicate], ticketDuplicates: [ticketDuplicate] });
    const once = applySyncAnswer(EMPTY, sent([]), reported, NOW);
    expect(applySyncAnswer(once, sent([]), reported, NOW)).toMatchObject({ duplicates: [duplicate], ticketDuplicates: [ticketDuplicate] });
  });

  it('takes the refused entries out of the outbox with the recorded ones, and keeps each refusal once to show it', () => {
    const ledger = recordTicketEntry(recordEntry(recordEntry(EMPTY, mine), later), myTicket);
    const refusal = { entry: mine, reason: 'BLOCKED' as const };
    const ticketRefusal = { entry: myTicket, reason: 'NO_TICKET' as const };
    const synced = applySyncAnswer(ledger, sent([mine, later], [myTicket]), answer({ entries: [later], cursor: 5, refused: [refusal], ticketRefused: [ticketRefusal] }), NOW);
    expect(synced).toMatchObject({ pending: [], ticketPending: [], refused: [refusal], ticketRefused: [ticketRefusal], entries: [mine, later] });
    const again = applySyncAnswer(synced, sent([mine], [myTicket]), answer({ cursor: 5, refused: [refusal], ticketRefused: [ticketRefusal] }), NOW);
    expect(again).toMatchObject({ refused: [refusal], ticketRefused: [ticketRefusal] });
  });
});
