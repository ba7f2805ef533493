import { RENEWAL_CODES } from '../../api/renewal';
import { judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';

/** What the page says when a write is refused; every refusal reads the list again, so the page shows what is true now. */
const ROWS: OutcomeRow<string>[] = [
  { code: RENEWAL_CODES.listClosed, outcome: 'WAITING_LIST.ERRORS.CLOSED' },
  { code: RENEWAL_CODES.alreadyListed, outcome: 'WAITING_LIST.ERRORS.ALREADY' },
  { code: RENEWAL_CODES.noOffer, outcome: 'WAITING_LIST.ERRORS.NO_OFFER' },
  { status: 429, outcome: 'WAITING_LIST.ERRORS.TOO_MANY' },
];

export function waitingListOutcome(error: unknown): { message: string; reload: boolean } {
  if (!judged(error)) return { message: 'ERROR.CONNECTION', reload: false };
  return { message: outcomeOf(error, ROWS, 'WAITING_LIST.ERRORS.FAILED'), reload: true };
}
