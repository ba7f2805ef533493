import { SEASON_CODES } from '../../api/season';
import { credentialErrors } from '../../api/users';
import { answered, judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';

/** Whether the season could not be read because the caller has no seat this season (404). */
export const isNoSeat = (error: unknown) => answered(error, 404, SEASON_CODES.noSeat);

/** What the give-a-seat dialog says when giving fails: an i18n key, the field it belongs to, and whether the season must be read again. */
export interface GiveOutcome {
  message: string;
  field?: 'password';
  reload: boolean;
}

/**
 * A wrong password is said on its field; a game that closed, a seat already given or released
 * and the season's limit are read again from the server so the page shows what is true now.
 */
const GIVE: OutcomeRow<GiveOutcome>[] = [
  { code: credentialErrors.wrongPassword, outcome: { message: 'SEASON.GIVE.ERRORS.WRONG_PASSWORD', field: 'password', reload: false } },
  { code: SEASON_CODES.guestClosed, outcome: { message: 'SEASON.GIVE.ERRORS.CLOSED', reload: true } },
  { code: SEASON_CODES.guestExists, outcome: { message: 'SEASON.GIVE.ERRORS.EXISTS', reload: true } },
  { code: SEASON_CODES.guestLimit, outcome: { message: 'SEASON.GIVE.ERRORS.LIMIT', reload: true } },
  { status: 404, outcome: { message: 'SEASON.GIVE.ERRORS.GONE', reload: true } },
  { status: 429, outcome: { message: 'SEASON.GIVE.ERRORS.TOO_MANY', reload: false } },
];

export function giveOutcome(error: unknown): GiveOutcome {
  if (!judged(error)) return { message: 'ERROR.CONNECTION', reload: false };
  return outcomeOf(error, GIVE, { message: 'SEASON.GIVE.ERRORS.FAILED', reload: false });
}

/** What the page says when taking a seat back fails; the season is read again after any refusal. */
const TAKE_BACK: OutcomeRow<string>[] = [
  { code: SEASON_CODES.guestDownloaded, outcome: 'SEASON.TAKE_BACK.ERRORS.DOWNLOADED' },
  { code: SEASON_CODES.guestClosed, outcome: 'SEASON.TAKE_BACK.ERRORS.CLOSED' },
  { status: 404, outcome: 'SEASON.TAKE_BACK.ERRORS.GONE' },
  { status: 429, outcome: 'SEASON.TAKE_BACK.ERRORS.TOO_MANY' },
];

export function takeBackOutcome(error: unknown): { message: string; reload: boolean } {
  if (!judged(error)) return { message: 'ERROR.CONNECTION', reload: false };
  return { message: outcomeOf(error, TAKE_BACK, 'SEASON.TAKE_BACK.ERRORS.FAILED'), reload: true };
}

/** What the calendar block says when renewing the private link fails. */
export function renewOutcome(error: unknown): string {
  if (!judged(error)) return 'ERROR.CONNECTION';
  return outcomeOf(error, [{ status: 429, outcome: 'SEASON.CALENDAR.ERRORS.TOO_MANY' }], 'SEASON.CALENDAR.ERRORS.FAILED');
}
