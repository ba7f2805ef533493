import { clear, del, get, set } from 'idb-keyval';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { cardSecretSchema, memberCardAnswerSchema, memberCardEndpoints, type CardSecret, type MemberCardAnswer } from '../api/member-card';
import { call } from './call';
import { forgetKeptCardOwner, markKeptCardOwner } from './kept-card-owner';
import { offlineStore } from './offline-store';

/**
 * The member card kept on the device (beyond §7), so it opens and its code rotates without a
 * network: the last card answer and the code's secret, each with when it was saved and whose it
 * is (the user id). A logout or any other change of session erases both (offline-wipe.ts,
 * kept-card-owner.ts).
 */
export interface Saved<T> {
  value: T;
  /** ms since the epoch. */
  savedAt: number;
  /** The user whose session saved it. */
  userId: number;
}

const CARD_KEY = 'card';
const SECRET_KEY = 'secret';
const store = () => offlineStore('card');

/** What the device kept under `key`, or undefined when nothing or something unreadable is there (as if nothing were). */
async function readSaved<T>(key: string, schema: $ZodType<T>): Promise<Saved<T> | undefined> {
  const parsed = z.safeParse(z.object({ value: schema, savedAt: z.number(), userId: z.int() }), await get(key, store()));
  return parsed.success ? (parsed.data as Saved<T>) : undefined;
}

export const readSavedCard = () => readSaved<MemberCardAnswer>(CARD_KEY, memberCardAnswerSchema);
export const readSavedSecret = () => readSaved<CardSecret>(SECRET_KEY, cardSecretSchema);

async function save<T>(key: string, value: T, userId: number, savedAt: number): Promise<void> {
  // The mark first: a card on the device without it could outlive a change of session.
  markKeptCardOwner(userId);
  await set(key, { value, savedAt, userId } satisfies Saved<T>, store());
}

export const saveCard = (value: MemberCardAnswer, userId: number, savedAt = Date.now()) => save(CARD_KEY, value, userId, savedAt);

export const saveSecret = (value: CardSecret, userId: number, savedAt = Date.now()) => save(SECRET_KEY, value, userId, savedAt);

export const forgetSecret = () => del(SECRET_KEY, store());

/**
 * Erases the card and the secret unless both are `userId`'s (null: no session). Anything
 * unreadable, or saved without an owner, goes too.
 */
export async function forgetCardUnlessOwnedBy(userId: number | null): Promise<void> {
  const owners = await Promise.all([CARD_KEY, SECRET_KEY].map(async (key) => ownerOf(await get(key, store()))));
  if (userId !== null && owners.every((owner) => owner === userId || owner === 'none')) return;
  await forgetKeptCard();
}

/** Erases the card and the secret, and the mark of whose they were. */
export async function forgetKeptCard(): Promise<void> {
  await clear(store());
  forgetKeptCardOwner();
}

const ownerOf = (kept: unknown) =>
  kept === undefined ? 'none' : (z.safeParse(z.object({ userId: z.int() }), kept).data?.userId ?? 'unreadable');

/** The card's secret from the server (403 `impersonating` for an employee acting as the member). */
export const fetchCardSecret = () => call(memberCardEndpoints.secret, { body: {} });

/** A new secret from the server (a new phone): the other phones' codes stop entering at the gates' next download. */
export const renewCardSecret = () => call(memberCardEndpoints.renewSecret, { body: {} });

/**
 * Right after a partner's login: gets the card's secret and keeps it, so the card works offline
 * even if the member never opens it online first. Whatever was kept for another user goes. Any
 * failure is ignored: the card page asks again.
 */
export async function keepCardSecretAfterLogin(userId: number): Promise<void> {
  try {
    await forgetCardUnlessOwnedBy(userId);
    const secret = await fetchCardSecret();
    const card = await readSavedCard();
    if (card?.value.card && card.value.card.partnerNumber !== secret.partnerNumber) await del(CARD_KEY, store());
    await saveSecret(secret, userId);
  } catch {
    // Not a partner with a card, an impersonation, or no network: nothing to keep.
  }
}
