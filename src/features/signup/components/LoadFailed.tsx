import { useTranslation } from 'react-i18next';
import { Button, InlineAlert } from '../../../ui';

/** A read that failed, with a retry. `message` is an i18n key. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <InlineAlert tone="error">
      {t(message)}{' '}
      <Button variant="link" onClick={onRetry}>
        {t('GENERIC.RETRY')}
      </Button>
    </InlineAlert>
  );
}
