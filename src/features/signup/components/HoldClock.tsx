import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../ui';

export interface HoldClockProps {
  /** Seconds left at the order's last read (the server's count): a new read re-syncs it. */
  seconds: number;
  onExpire: () => void;
  /** Stops the ticking (a story's fixed moment). */
  paused?: boolean;
}

/** How long the order keeps its seats: the kit's countdown from the server's figure. */
export function HoldClock({ seconds, onExpire, paused = false }: HoldClockProps) {
  const { t } = useTranslation();
  return <Countdown seconds={seconds} onExpire={onExpire} paused={paused} label={t('SIGNUP.HOLD.TIMER_LABEL')} expiredText={t('SIGNUP.HOLD.TIMER_EXPIRED')} />;
}

