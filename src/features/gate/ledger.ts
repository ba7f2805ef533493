import * as z from 'zod/mini';
import {
  GATE_SYNC_MAX_ENTRIES,
  type GateDownloadPayload,
  type GateEntry,
  type GateRefusal,
  type GateSyncAnswer,
  type GateSyncBody,
  gateDuplicateSchema,
} from '../../api/gate';

export type GateDuplicate = z.infer<typeof gateDuplicateSchema>;

/** A gate's entries for one game: everything it knows, what it has not sent yet, and the sync cursor. */
export interface GateLedger {
  /** This gate's entries and the other gates' from the download and each sync. */
  entries: GateEntry[];
  /** This gate's entries the server has not acknowledged. */
  pending: GateEntry[];
  cursor: number;
  duplicates: GateDuplicate[];
  /** This gate's entries the server did not record, with its reason: out of the outbox, shown to the employee. */
  refused: GateRefusal[];
  /** ISO time of the last sync that answered. */
  syncedAt: string | null;
}

const sameEntry = (a: GateEntry, b: GateEntry) => a.partnerNumber === b.partnerNumber && a.deviceId === b.deviceId && a.at === b.at;
const withoutSeen = (known: readonly GateEntry[], incoming: readonly GateEntry[]) =>
  incoming.filter((entry, index) => !known.some((seen) => sameEntry(seen, entry)) && incoming.findIndex((other) => sameEntry(other, entry)) === index);
const duplicateKey = ({ partnerNumber, first, second }: GateDuplicate) => `${partnerNumber}|${first.deviceId}|${first.at}|${second.deviceId}|${second.at}`;

export const ledgerOf = (download: GateDownloadPayload): GateLedger => ({
  entries: [...download.entries],
  pending: [],
  cursor: download.cursor,
  duplicates: [],
  refused: [],
  syncedAt: null,
});

export const recordEntry = (ledger: GateLedger, entry: GateEntry): GateLedger => ({
  ...ledger,
  entries: [...ledger.entries, entry],
  pending: [...ledger.pending, entry],
});

/** The next upload: the oldest pending entries, as many as one sync takes. */
export const syncBodyOf = (ledger: GateLedger, deviceId: string): GateSyncBody => ({
  deviceId,
  since: ledger.cursor,
  entries: ledger.pending.slice(0, GATE_SYNC_MAX_ENTRIES),
});

/**
 * The ledger once the server answered an upload of `sent`: those are no longer pending, recorded
 * or refused (a refused one sent again would be refused again, and the outbox would never empty),
 * the other gates' new entries join, and the members the server saw enter twice and the refused
 * entries are kept to be shown. Entries recorded while the call was on its way stay pending.
 */
export function applySyncAnswer(ledger: GateLedger, sent: readonly GateEntry[], answer: GateSyncAnswer, now: number): GateLedger {
  const known = new Set(ledger.duplicates.map(duplicateKey));
  return {
    entries: [...ledger.entries, ...withoutSeen(ledger.entries, answer.entries)],
    pending: ledger.pending.filter((entry) => !sent.some((done) => sameEntry(done, entry))),
    cursor: Math.max(ledger.cursor, answer.cursor),
    duplicates: [...ledger.duplicates, ...answer.duplicates.filter((duplicate) => !known.has(duplicateKey(duplicate)))],
    refused: [...ledger.refused, ...answer.refused.filter(({ entry }) => !ledger.refused.some((known) => sameEntry(known.entry, entry)))],
    syncedAt: new Date(now).toISOString(),
  };
}
