import { del, get, set } from 'idb-keyval';
import * as z from 'zod/mini';
import { ticketSchema, type Ticket } from '../../api/tickets';
import { offlineStore } from '../../lib/offline-store';

/**
 * The tickets kept on the device once opened, so the ticket page opens and its code rotates
 * without a network at the arena: each with when it was saved and whose session saved it. A
 * logout empties them (lib/offline-wipe.ts).
 */
export type KeptTicket =
  | { kind: 'none' }
  /** Something unreadable was kept under this ticket: it has been erased. */
  | { kind: 'garbage' }
  | { kind: 'kept'; ticket: Ticket; savedAt: number };

const keptSchema = z.object({ value: ticketSchema, savedAt: z.number(), userId: z.int() });
const store = () => offlineStore('ticket');
const keyOf = (id: number) => `ticket:${id}`;

/**
 * The ticket kept for `id`. A ticket kept by another user's session is erased and read as none
 * (`userId` undefined: the session cannot be read, as at an arena without a network).
 */
export async function readKeptTicket(id: number, userId: number | undefined): Promise<KeptTicket> {
  const raw: unknown = await get(keyOf(id), store());
  if (raw === undefined) return { kind: 'none' };
  const parsed = keptSchema.safeParse(raw);
  if (!parsed.success || parsed.data.value.id !== id) {
    await del(keyOf(id), store());
    return { kind: 'garbage' };
  }
  if (userId !== undefined && parsed.data.userId !== userId) {
    await del(keyOf(id), store());
    return { kind: 'none' };
  }
  return { kind: 'kept', ticket: parsed.data.value, savedAt: parsed.data.savedAt };
}

export const keepTicket = (ticket: Ticket, userId: number, savedAt = Date.now()) => set(keyOf(ticket.id), { value: ticket, savedAt, userId }, store());

export const forgetTicket = (id: number) => del(keyOf(id), store());
