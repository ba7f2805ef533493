import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../ui';

/** The rate limit's answer: when the form opens again, in whole minutes (it changes once a minute). */
export function LockNotice({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <InlineAlert tone="warning" title={t('ERROR.TOO_MANY_ATTEMPTS')}>
      {t('ERROR.TRY_AGAIN_IN', { count: Math.max(1, Math.ceil(seconds / 60)) })}
    </InlineAlert>
  );
}
