import { useTranslation } from 'react-i18next';
import { Button, InlineAlert } from '../../../ui';
import type { AddOutcome, ChangeOutcome, TokenOutcome } from '../errors';
import * as styles from './groups.css';

interface OutcomeAlertProps {
  outcome: AddOutcome | TokenOutcome | ChangeOutcome;
  /** The person the message is about (blocked, already in a group…). */
  name?: string;
  /** Shown for failures worth trying again (no answer, server failure). */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed call's §8 message beside what it is about, with a way to try again when that can help. */
export function OutcomeAlert({ outcome, name, onRetry, retryLabel }: OutcomeAlertProps) {
  const { t } = useTranslation();
  const minutes = 'retryMinutes' in outcome ? outcome.retryMinutes : undefined;
  return (
    <InlineAlert tone="error">
      <div className={styles.alertBody}>
      <p>{t(outcome.message, { name: name ?? '' })}</p>
      {minutes !== undefined && <p>{t('GROUPS.ADD.ERRORS.TRY_AGAIN_IN', { count: minutes })}</p>}
      {outcome.retry && onRetry && (
        <p>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {retryLabel ?? t('GENERIC.RETRY')}
          </Button>
        </p>
      )}
      </div>
    </InlineAlert>
  );
}
