import { RENEWAL_CODES } from '../../api/renewal';
import { judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';

/** What the page says when a move is refused, and whether the map and the overview must be read again. */
export interface MoveOutcome {
  message: string;
  reload: boolean;
}

const MOVE: OutcomeRow<MoveOutcome>[] = [
  { code: RENEWAL_CODES.seatTaken, outcome: { message: 'RELOCATION.ERRORS.SEAT_TAKEN', reload: true } },
  { code: RENEWAL_CODES.otherPrice, outcome: { message: 'RELOCATION.ERRORS.OTHER_PRICE', reload: true } },
  { code: RENEWAL_CODES.noSeatsTogether, outcome: { message: 'RELOCATION.ERRORS.NO_SEATS_TOGETHER', reload: true } },
  { code: RENEWAL_CODES.notYourWindow, outcome: { message: 'RELOCATION.ERRORS.NOT_YOUR_WINDOW', reload: true } },
  { status: 429, outcome: { message: 'RELOCATION.ERRORS.TOO_MANY', reload: false } },
];

export function moveOutcome(error: unknown): MoveOutcome {
  if (!judged(error)) return { message: 'ERROR.CONNECTION', reload: false };
  return outcomeOf(error, MOVE, { message: 'RELOCATION.ERRORS.FAILED', reload: true });
}
