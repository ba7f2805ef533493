import * as z from 'zod/mini';
import {
  GATE_SYNC_MAX_ENTRIES,
  type GateDownloadPayload,
  type GateEntry,
  type GateRefusal,
  type GateSyncAnswer,
  type GateSyncBody,
  type GateTicketEntry,
  type GateTicketRefusal,
  gateDuplicateSchema,
  gateTicketDuplicateSchema,
} from '../../api/gate';

export type GateDuplicate = z.infer<typeof gateDuplicateSchema>;
export type GateTicketDuplicate = z.infer<typeof gateTicketDuplicateSchema>;

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
  /** The same for the game's tickets: every gate's ticket entries, this gate's unsent ones, tickets admitted twice, refusals. */
  ticketEntries: GateTicketEntry[];
  ticketPending: GateTicketEntry[];
  ticketDuplicates: GateTicketDuplicate[];
  ticketRefused: GateTicketRefusal[];
}

type AnyEntry = GateEntry | GateTicketEntry;
const entrantOf = (entry: AnyEntry) => ('ticketId' in entry ? `ticket ${entry.ticketId}` : `member ${entry.partnerNumber}`);
const sameEntry = (a: AnyEntry, b: AnyEntry) => entrantOf(a) === entrantOf(b) && a.deviceId === b.deviceId && a.at === b.at;
const withoutSeen = <Entry extends AnyEntry>(known: readonly Entry[], incoming: readonly Entry[]) =>
  incoming.filter((entry, index) => !known.some((seen) => sameEntry(seen, entry)) && incoming.findIndex((other) => sameEntry(other, entry)) === index);
const duplicateKey = ({ first, second }: { first: AnyEntry; second: AnyEntry }) =>
  `${entrantOf(first)}|${first.deviceId}|${first.at}|${second.deviceId}|${second.at}`;
const newDuplicates = <Duplicate extends { first: AnyEntry; second: AnyEntry }>(known: readonly Duplicate[], incoming: readonly Duplicate[]) => {
  const keys = new Set(known.map(duplicateKey));
  return [...known, ...incoming.filter((duplicate) => !keys.has(duplicateKey(duplicate)))];
};
const newRefusals = <Refusal extends { entry: AnyEntry }>(known: readonly Refusal[], incoming: readonly Refusal[]) => [
  ...known,
  ...incoming.filter(({ entry }) => !known.some((refusal) => sameEntry(refusal.entry, entry))),
];

export const ledgerOf = (download: GateDownloadPayload): GateLedger => ({
  entries: [...download.entries],
  pending: [],
  cursor: download.cursor,
  duplicates: [],
  refused: [],
  syncedAt: null,
  ticketEntries: [...download.ticketEntries],
  ticketPending: [],
  ticketDuplicates: [],
  ticketRefused: [],
});

export const recordEntry = (ledger: GateLedger, entry: GateEntry): GateLedger => ({
  ...ledger,
  entries: [...ledger.entries, entry],
  pending: [...ledger.pending, entry],
});

export const recordTicketEntry = (ledger: GateLedger, entry: GateTicketEntry): GateLedger => ({
  ...ledger,
  ticketEntries: [...ledger.ticketEntries, entry],
  ticketPending: [...ledger.ticketPending, entry],
});

/** The next upload: the oldest pending entries (members' and tickets'), as many as one sync takes. */
export const syncBodyOf = (ledger: GateLedger, deviceId: string): GateSyncBody => ({
  deviceId,
  since: ledger.cursor,
  entries: ledger.pending.slice(0, GATE_SYNC_MAX_ENTRIES),
  ticketEntries: ledger.ticketPending.slice(0, GATE_SYNC_MAX_ENTRIES),
});

/** Whether the gate has entries of either kind the server has not acknowledged. */
export const hasPending = (ledger: GateLedger): boolean => ledger.pending.length + ledger.ticketPending.length > 0;

/**
 * The ledger once the server answered an upload of `sent`: those are no longer pending, recorded
 * or refused (a refused one sent again would be refused again, and the outbox would never empty),
 * the other gates' new entries join, and the members the server saw enter twice and the refused
 * entries are kept to be shown. Entries recorded while the call was on its way stay pending.
 */
export function applySyncAnswer(ledger: GateLedger, sent: Pick<GateSyncBody, 'entries' | 'ticketEntries'>, answer: GateSyncAnswer, now: number): GateLedger {
  return {
    entries: [...ledger.entries, ...withoutSeen(ledger.entries, answer.entries)],
    pending: ledger.pending.filter((entry) => !sent.entries.some((done) => sameEntry(done, entry))),
    cursor: Math.max(ledger.cursor, answer.cursor),
    duplicates: newDuplicates(ledger.duplicates, answer.duplicates),
    refused: newRefusals(ledger.refused, answer.refused),
    syncedAt: new Date(now).toISOString(),
    ticketEntries: [...ledger.ticketEntries, ...withoutSeen(ledger.ticketEntries, answer.ticketEntries)],
    ticketPending: ledger.ticketPending.filter((entry) => !sent.ticketEntries.some((done) => sameEntry(done, entry))),
    ticketDuplicates: newDuplicates(ledger.ticketDuplicates, answer.ticketDuplicates),
    ticketRefused: newRefusals(ledger.ticketRefused, answer.ticketRefused),
  };
}
