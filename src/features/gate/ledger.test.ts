import { describe, expect, it } from 'vitest';
import { applySyncAnswer, recordEntry, syncBodyOf, type GateLedger } from './ledger';

const EMPTY: GateLedger = { entries: [], pending: [], cursor: 4, duplicates: [], refused: [], syncedAt: null };
const mine = { partnerNumber: 1001, at: '2025-10-05T15:00:00.000Z', deviceId: 'gate-north-0001' };
const later = { partnerNumber: 1003, at: '2025-10-05T15:00:05.000Z', deviceId: 'gate-north-0001' };
const theirs = { partnerNumber: 1002, at: '2025-10-05T15:00:01.000Z', deviceId: 'gate-south-0002' };
const NOW = Date.parse('2025-10-05T15:00:10Z');

describe("a gate's ledger", () => {
  it('sends its pending entries from the cursor, and keeps what was recorded meanwhile pending', () => {
    const ledger = recordEntry(EMPTY, mine);
    const body = syncBodyOf(ledger, mine.deviceId);
    expect(body).toEqual({ deviceId: mine.deviceId, since: 4, entries: [mine] });
    const meanwhile = recordEntry(ledger, later);
    const synced = applySyncAnswer(meanwhile, body.entries, { entries: [mine, theirs], cursor: 6, duplicates: [], refused: [] }, NOW);
    expect(synced).toEqual({ entries: [mine, later, theirs], pending: [later], cursor: 6, duplicates: [], refused: [], syncedAt: '2025-10-05T15:00:10.000Z' });
  });

  it('keeps each duplicate the server reports once', () => {
    const duplicate = { partnerNumber: 1001, first: theirs, second: mine };
    const once = applySyncAnswer(EMPTY, [], { entries: [], cursor: 4, duplicates: [duplicate], refused: [] }, NOW);
    expect(applySyncAnswer(once, [], { entries: [], cursor: 4, duplicates: [duplicate], refused: [] }, NOW).duplicates).toEqual([duplicate]);
  });

  it('takes the refused entries out of the outbox with the recorded ones, and keeps each refusal once to show it', () => {
    const ledger = recordEntry(recordEntry(EMPTY, mine), later);
    const refusal = { entry: mine, reason: 'BLOCKED' as const };
    const synced = applySyncAnswer(ledger, [mine, later], { entries: [later], cursor: 5, duplicates: [], refused: [refusal] }, NOW);
    expect(synced).toMatchObject({ pending: [], refused: [refusal], entries: [mine, later] });
    expect(applySyncAnswer(synced, [mine], { entries: [], cursor: 5, duplicates: [], refused: [refusal] }, NOW).refused).toEqual([refusal]);
  });
});
