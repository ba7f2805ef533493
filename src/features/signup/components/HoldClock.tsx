import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../ui';

export interface HoldClockProps {
  /** Seconds left at the order's last read (the server's count): a new read re-syncs it. */
  seconds: number;
  onExpire: () => void;
}

/** How long the order keeps its seats: the kit's countdown from the server's figure. */
export function HoldClock({ seconds, onExpire }: HoldClockProps) {
  const { t } = useTranslation();
  return <Countdown seconds={seconds} onExpire={onExpire} label={t('SIGNUP.HOLD.TIMER_LABEL')} expiredText={t('SIGNUP.HOLD.TIMER_EXPIRED')} />;
}

