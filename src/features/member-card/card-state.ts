import type { CardSecret, CardUnavailableReason, MemberCard, MemberCardAnswer } from '../../api/member-card';
import type { Saved } from '../../lib/card-device';

/** Why a card shows without its code: an employee acting as the member, or no secret on this device yet. */
export type NoCodeReason = 'impersonating' | 'missing';

/** What the card screen shows. */
export type CardState =
  | { status: 'loading' }
  | {
      status: 'card';
      card: MemberCard;
      secret: CardSecret | null;
      noCode: NoCodeReason | null;
      /** When the data shown was saved on the device; null when it just came from the server. */
      savedAt: number | null;
    }
  | { status: 'unavailable'; reason: CardUnavailableReason }
  /** The server could not be reached and nothing is saved on the device. */
  | { status: 'error' }
  /** No network and nothing saved on the device. */
  | { status: 'offline-empty' }
  /** The session ended (or is another user's): what the device kept of the card is erased. */
  | { status: 'signed-out' };

/** The secret fits the card: same member and season (else it is another member's or an old season's). */
export const secretFits = (secret: CardSecret | undefined, card: MemberCard): secret is CardSecret =>
  !!secret && secret.partnerNumber === card.partnerNumber && secret.season === card.season;

/** The state for an answer and the secret that goes with it. */
export function stateOf(
  answer: MemberCardAnswer,
  secret: CardSecret | undefined,
  { impersonating, savedAt }: { impersonating: boolean; savedAt: number | null },
): CardState {
  if (!answer.card) return { status: 'unavailable', reason: answer.unavailable };
  const usable = !impersonating && secretFits(secret, answer.card) ? secret : null;
  return {
    status: 'card',
    card: answer.card,
    secret: usable,
    noCode: usable ? null : impersonating ? 'impersonating' : 'missing',
    savedAt,
  };
}

/** The state from what the device saved, or null when it has no card answer. */
export const savedStateOf = (card: Saved<MemberCardAnswer> | undefined, secret: CardSecret | undefined, impersonating: boolean) =>
  card ? stateOf(card.value, secret, { impersonating, savedAt: card.savedAt }) : null;
