import { RENEWAL_CODES } from '../../api/renewal';
import { answered, judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';

/** The renewal could not be read because the caller renews no one (not a partner, or no seat this season). */
export const isNothingToRenew = (error: unknown) => answered(error, 404) || answered(error, 403);

/** What the page says when renewing fails: an i18n key, the field it belongs to, and whether the renewal must be read again. */
export interface RenewOutcome {
  message: string;
  field?: 'iban';
  reload: boolean;
}

/**
 * A missing IBAN is said on its field; the window, the people and the options are read again after
 * any other refusal, so the page shows what is true now (the choices made stay).
 */
const RENEW: OutcomeRow<RenewOutcome>[] = [
  { code: RENEWAL_CODES.ibanRequired, outcome: { message: 'SEASON_RENEWAL.ERRORS.IBAN_REQUIRED', field: 'iban', reload: false } },
  { code: RENEWAL_CODES.closed, outcome: { message: 'SEASON_RENEWAL.ERRORS.CLOSED', reload: true } },
  { code: RENEWAL_CODES.notYours, outcome: { message: 'SEASON_RENEWAL.ERRORS.NOT_YOURS', reload: true } },
  { code: RENEWAL_CODES.alreadyRenewed, outcome: { message: 'SEASON_RENEWAL.ERRORS.ALREADY', reload: true } },
  { code: RENEWAL_CODES.optionClosed, outcome: { message: 'SEASON_RENEWAL.ERRORS.OPTION_CLOSED', reload: true } },
  { code: RENEWAL_CODES.paymentFailed, outcome: { message: 'SEASON_RENEWAL.ERRORS.PAYMENT_FAILED', reload: true } },
  { status: 429, outcome: { message: 'SEASON_RENEWAL.ERRORS.TOO_MANY', reload: false } },
];

export function renewOutcome(error: unknown): RenewOutcome {
  if (!judged(error)) return { message: 'ERROR.CONNECTION', reload: false };
  return outcomeOf(error, RENEW, { message: 'SEASON_RENEWAL.ERRORS.FAILED', reload: false });
}

/** A card renewal whose answer points anywhere but the payment provider: the browser stays. */
export const PAYMENT_START_FAILED: RenewOutcome = { message: 'SEASON_RENEWAL.ERRORS.PAYMENT_START', reload: true };
