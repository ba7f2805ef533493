import { del, get, set } from 'idb-keyval';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { cardSecretSchema, memberCardAnswerSchema, memberCardPaths, type CardSecret, type MemberCardAnswer } from '../api/member-card';
import { request } from './http';
import { offlineStore } from './offline-store';

/**
 * The member card kept on the device (beyond §7), so it opens and its code rotates without a
 * network: the last card answer and the code's secret, each with when it was saved. A logout
 * erases both (offline-wipe.ts).
 */
export interface Saved<T> {
  value: T;
  /** ms since the epoch. */
  savedAt: number;
}

const CARD_KEY = 'card';
const SECRET_KEY = 'secret';
const store = () => offlineStore('card');

/** What the device kept under `key`, or undefined when nothing or something unreadable is there (as if nothing were). */
async function readSaved<T>(key: string, schema: $ZodType<T>): Promise<Saved<T> | undefined> {
  const parsed = z.safeParse(z.object({ value: schema, savedAt: z.number() }), await get(key, store()));
  return parsed.success ? (parsed.data as Saved<T>) : undefined;
}

export const readSavedCard = () => readSaved<MemberCardAnswer>(CARD_KEY, memberCardAnswerSchema);
export const readSavedSecret = () => readSaved<CardSecret>(SECRET_KEY, cardSecretSchema);

export const saveCard = (value: MemberCardAnswer, savedAt = Date.now()) => set(CARD_KEY, { value, savedAt } satisfies Saved<MemberCardAnswer>, store());

export const saveSecret = (value: CardSecret, savedAt = Date.now()) => set(SECRET_KEY, { value, savedAt } satisfies Saved<CardSecret>, store());

export const forgetSecret = () => del(SECRET_KEY, store());

/** The card's secret from the server (403 `impersonating` for an employee acting as the member). */
export const fetchCardSecret = () => request(memberCardPaths.secret, { method: 'POST', body: {}, schema: cardSecretSchema, session: true });

/**
 * Right after a partner's login: gets the card's secret and keeps it, so the card works offline
 * even if the member never opens it online first. A card saved for another member goes. Any
 * failure is ignored: the card page asks again.
 */
export async function keepCardSecretAfterLogin(): Promise<void> {
  try {
    const secret = await fetchCardSecret();
    const card = await readSavedCard();
    if (card?.value.card && card.value.card.partnerNumber !== secret.partnerNumber) await del(CARD_KEY, store());
    await saveSecret(secret);
  } catch {
    // Not a partner with a card, an impersonation, or no network: nothing to keep.
  }
}
