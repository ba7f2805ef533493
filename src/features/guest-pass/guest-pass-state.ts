import { SEASON_CODES, type GuestPassView } from '../../api/season';
import { answered } from '../../lib/outcome';
import type { KeptGuestPass } from './guest-device';

/** A pass whose code works: its ticket's secret is there. */
export type LiveGuestPass = GuestPassView & { secret: string };

/** What the guest's page shows. `savedAt`: when the pass shown was kept on the device; null when it just came from the server. */
export type GuestPassState =
  | { status: 'loading' }
  | { status: 'live'; pass: LiveGuestPass; savedAt: number | null }
  /** A gate admitted the pass. */
  | { status: 'used'; pass: GuestPassView; savedAt: number | null }
  /** The member sits there again: the pass is void (and erased from the device). */
  | { status: 'taken-back'; memberName: string }
  /** Another browser opened the link first and keeps the pass. */
  | { status: 'other-device' }
  /** No pass has this link. */
  | { status: 'not-found' }
  /** Too many openings from this network or of this link: wait a while. */
  | { status: 'too-many' }
  /** What the device kept was unreadable (erased), and the server cannot be reached to get it again. */
  | { status: 'garbage' }
  /** No network and nothing kept on the device. */
  | { status: 'offline-empty' }
  /** The server could not be reached, or answered nonsense, and nothing is kept. */
  | { status: 'error' };

/** The state of a pass the server gave or the device kept. */
export function passState(pass: GuestPassView, savedAt: number | null): GuestPassState {
  if (pass.status === 'TAKEN_BACK') return { status: 'taken-back', memberName: pass.memberName };
  if (pass.status === 'USED') return { status: 'used', pass, savedAt };
  return pass.secret === null ? { status: 'error' } : { status: 'live', pass: { ...pass, secret: pass.secret }, savedAt };
}

/** The state once the server's refusal (or its silence) is known, given what the device kept. */
export function refusedState(kept: KeptGuestPass, error: unknown, online: boolean): GuestPassState {
  if (answered(error, 404) || answered(error, 400)) return { status: 'not-found' };
  if (answered(error, 409, SEASON_CODES.guestOtherDevice)) return { status: 'other-device' };
  // A limit does not void the pass: the kept one still opens the gate.
  if (kept.kind === 'kept') return passState(kept.pass, kept.savedAt);
  if (answered(error, 429)) return { status: 'too-many' };
  if (kept.kind === 'garbage') return { status: 'garbage' };
  return { status: online ? 'error' : 'offline-empty' };
}

/** Whether the device should forget what it kept of the pass once this state is known. */
export const voidsKeptPass = (state: GuestPassState): boolean => state.status === 'taken-back' || state.status === 'not-found' || state.status === 'other-device';
