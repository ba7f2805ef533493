import * as z from 'zod/mini';
import { create } from 'zustand';
import { idSchema } from '../../api/contract';
import { membershipTermSchema } from '../../api/membership';
import { readStored, writeStored } from '../../lib/storage';

/**
 * The stored partner record (spec §3, localStorage key `partner`): how far the sign-up has gone,
 * so a reload, a closed tab or a second tab picks it up where it was. Beyond §3 it keeps what the
 * member typed in step 1 (never the password) and the people of the order, so a failed call
 * later never makes them type it again.
 */
export const DRAFT_KEY = 'partner';

const personSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  /** YYYY-MM-DD. */
  birthdate: z.string(),
});

const seatSchema = z.object({
  /** null until the person has a seat held. */
  idSeat: z.nullable(idSchema),
  /** The area of the held seat, so the seat screen opens where the member left it. */
  areaId: z.optional(z.nullable(idSchema)),
});

export const draftSchema = z.object({
  /** Step 1 done: the account exists (the steps bar's step 2 becomes clickable). */
  firstStep: z.optional(z.boolean()),
  /** Beyond §3: the account's mail is confirmed (step 1's code): the pass and seats may follow. */
  mailConfirmed: z.optional(z.boolean()),
  /** The holder's rol, from their birth date. */
  idRoll: z.optional(idSchema),
  /** The term the pass is sold for. */
  idPeriodicity: z.optional(membershipTermSchema),
  /** Step 2 done: a pass is chosen, seats come next. */
  secondStep: z.optional(z.boolean()),
  /** One entry per person of the order, in the order's order. */
  groupInfo: z.optional(z.array(seatSchema)),
  /** The old flow's single seat. */
  partnerRegistration: z.optional(z.object({ idSeat: z.optional(z.nullable(idSchema)) })),
  /** Beyond §3: the holder's data as typed in step 1 (no password). */
  personal: z.optional(z.extend(personSchema, { mail: z.string(), dni: z.string(), phone: z.string() })),
  /** Beyond §3: everyone in the order after the holder (a family). */
  companions: z.optional(z.array(personSchema)),
  /** Beyond §3: the chosen product. */
  productId: z.optional(idSchema),
  /** Beyond §3: the server's order, once placed. */
  orderId: z.optional(idSchema),
  /** Beyond §3: a special-renewal member (renewal products, no account to create). */
  renewal: z.optional(z.boolean()),
});
export type SignupDraft = z.infer<typeof draftSchema>;
export type DraftPerson = z.infer<typeof personSchema>;

export interface DraftRead {
  draft: SignupDraft;
  /** Something was stored under the key but it was not a draft (corrupt, another app's, an old shape). */
  discarded: boolean;
}

/** The stored draft; garbage is removed and reported, never thrown. */
export function readDraft(storage: Storage | undefined = browserStorage()): DraftRead {
  let present = false;
  try {
    present = storage?.getItem(DRAFT_KEY) != null;
  } catch {
    // storage blocked: read as empty
  }
  const draft = readStored(DRAFT_KEY, draftSchema, storage);
  return { draft: draft ?? {}, discarded: present && draft === undefined };
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

interface DraftState {
  draft: SignupDraft;
  /** The stored record was garbage and has been thrown away: step 1 says so. */
  discarded: boolean;
  /** Merges into the draft and stores it. */
  update: (patch: Partial<SignupDraft>) => void;
  /** Starts again: nothing stored. */
  clear: () => void;
  /** Reads storage again (another tab wrote it, or a guard is about to decide). */
  reload: () => DraftRead;
  dismissDiscarded: () => void;
}

export const useSignupDraft = create<DraftState>()((set, get) => ({
  ...readDraft(),
  update: (patch) => {
    const draft = { ...get().draft, ...patch };
    writeStored(DRAFT_KEY, draft);
    set({ draft });
  },
  clear: () => {
    try {
      window.localStorage.removeItem(DRAFT_KEY);
    } catch {
      // nothing stored that could be removed
    }
    set({ draft: {} });
  },
  // What the store says, not this one read: the first read (when the store was made) may be the
  // one that found garbage and removed it, so this read alone would not know.
  reload: () => {
    const read = readDraft();
    set((state) => ({ draft: read.draft, discarded: state.discarded || read.discarded }));
    return { draft: read.draft, discarded: get().discarded };
  },
  dismissDiscarded: () => set({ discarded: false }),
}));

// A second tab of the same browser: its writes show here at once.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === DRAFT_KEY || event.key === null) useSignupDraft.getState().reload();
  });
}

