import type { Ticket } from '../../api/tickets';
import { answered } from '../../lib/outcome';
import type { KeptTicket } from './ticket-device';

/** What the ticket page shows. */
export type TicketState =
  | { status: 'loading' }
  /** `savedAt`: when the ticket shown was kept on the device; null when it just came from the server. */
  | { status: 'ticket'; ticket: Ticket; savedAt: number | null }
  /** What the device kept was unreadable (erased), and the server cannot be reached to get it again. */
  | { status: 'garbage' }
  /** No network and nothing kept on the device. */
  | { status: 'offline-empty' }
  /** The server could not be reached and nothing is kept. */
  | { status: 'error' }
  /** No such ticket for this account. */
  | { status: 'not-found' }
  /** No session: the login comes back here. */
  | { status: 'signed-out' };

/** The state once the server's answer (or its failure) is known, given what the device kept. */
export function settledState(kept: KeptTicket, answer: { ticket: Ticket } | { error: unknown }, online: boolean): TicketState {
  if ('ticket' in answer) return { status: 'ticket', ticket: answer.ticket, savedAt: null };
  const { error } = answer;
  if (answered(error, 401)) return { status: 'signed-out' };
  if (answered(error, 404) || answered(error, 403)) return { status: 'not-found' };
  if (kept.kind === 'kept') return { status: 'ticket', ticket: kept.ticket, savedAt: kept.savedAt };
  if (kept.kind === 'garbage') return { status: 'garbage' };
  return { status: online ? 'error' : 'offline-empty' };
}
