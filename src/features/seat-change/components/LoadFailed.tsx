import { useTranslation } from 'react-i18next';
import { Button, InlineAlert } from '../../../ui';
import { loadOutcome } from '../errors';

/** A read that failed: its text (the load's §8 text by default) with a retry. A 401 opens the re-login by itself. */
export function LoadFailed({ error, onRetry, message }: { error: unknown; onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <InlineAlert tone="error">
      {t(message ?? loadOutcome(error)?.message ?? 'SEAT_CHANGE.ERRORS.LOAD')}{' '}
      <Button variant="link" onClick={onRetry}>
        {t('SEAT_CHANGE.RETRY')}
      </Button>
    </InlineAlert>
  );
}
