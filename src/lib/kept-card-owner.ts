import * as z from 'zod/mini';
import { readStored, writeStored } from './storage';

/**
 * Whose member card this device keeps (card-device.ts), marked in localStorage so a change of
 * session can be checked on any page without loading IndexedDB code or opening its database for
 * visitors who never kept a card.
 */
const OWNER_KEY = 'club-card-owner';
const ownerSchema = z.object({ userId: z.int() });

export const markKeptCardOwner = (userId: number) => void writeStored(OWNER_KEY, { userId });

export function forgetKeptCardOwner(): void {
  try {
    localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage blocked: there is no mark to remove.
  }
}

function hasMark(): boolean {
  try {
    return localStorage.getItem(OWNER_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The session is now `userId`'s (null: none, ended or expired): a card kept for anybody else is
 * erased, with its secret. An unreadable mark counts as somebody else's. Never throws.
 */
export async function keepCardOnlyFor(userId: number | null): Promise<void> {
  if (!hasMark()) return;
  if (userId !== null && readStored(OWNER_KEY, ownerSchema)?.userId === userId) return;
  try {
    await (await import('./card-device')).forgetKeptCard();
  } catch {
    // A browser without IndexedDB kept nothing.
    forgetKeptCardOwner();
  }
}
