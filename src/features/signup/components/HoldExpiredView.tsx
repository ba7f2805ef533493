import { useTranslation } from 'react-i18next';
import { Notice } from './Notice';

/** The order's hold time has run out: its seats are free again; the way on is choosing again. */
export function HoldExpiredView({ onStartAgain }: { onStartAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="warning"
      title={t('SIGNUP.HOLD.EXPIRED_TITLE')}
      text={t('SIGNUP.HOLD.EXPIRED_TEXT')}
      action={{ label: t('SIGNUP.HOLD.START_AGAIN'), onClick: onStartAgain }}
    />
  );
}
