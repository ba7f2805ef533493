import { judged, outcomeOf, type OutcomeRow } from '../../lib/outcome';

/** What the home's blocks say when the whole request fails: an i18n key. */
const LOAD: OutcomeRow<string>[] = [{ status: 429, outcome: 'MEMBER_HOME.ERRORS.TOO_MANY' }];

export function homeLoadError(error: unknown): string {
  if (!judged(error)) return 'ERROR.CONNECTION';
  return outcomeOf(error, LOAD, 'MEMBER_HOME.ERRORS.FAILED');
}
