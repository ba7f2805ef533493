import { useTranslation } from 'react-i18next';
import { environment } from '../../../lib/config';
import { useTimeRunningOut } from '../../../lib/time-running-out';
import { Countdown, InlineAlert } from '../../../ui';
import * as styles from './tickets.css';

export interface HoldClockProps {
  /** Seconds left at the order's last read (the server's count): a new read re-syncs it. */
  seconds: number;
  onExpire: () => void;
  /** Stops the ticking (a story's fixed moment). */
  paused?: boolean;
}

/** How long the order keeps its seats: the kit's countdown from the server's figure, and the warning near its end. */
export function HoldClock({ seconds, onExpire, paused = false }: HoldClockProps) {
  const { t } = useTranslation();
  const warnAt = environment.cartExpirationAlertSeconds;
  const runningOut = useTimeRunningOut(paused && seconds > warnAt ? null : seconds, warnAt);
  return (
    <>
      {/* The countdown stays in view while the buyer scrolls the map; the warning does not, so it never covers it. */}
      <div className={styles.clock}>
        <Countdown seconds={seconds} onExpire={onExpire} paused={paused} label={t('TICKETS.HOLD.TIMER_LABEL')} expiredText={t('TICKETS.HOLD.TIMER_EXPIRED')} />
      </div>
      {runningOut && seconds !== 0 && <InlineAlert tone="warning">{t('TICKETS.HOLD.WARNING', { count: Math.ceil(warnAt / 60) })}</InlineAlert>}
    </>
  );
}
