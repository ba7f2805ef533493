import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { environment } from '../../../lib/config';
import { useTimeRunningOut } from '../../../lib/time-running-out';
import { Countdown, InlineAlert, Page } from '../../../ui';
import { secondsLeft, useSeatChangeClock } from '../store';
import * as styles from './seat-change.css';

export type SeatChangeStepNumber = 1 | 2 | 3;

export interface SeatChangeFrameProps {
  title: string;
  step: SeatChangeStepNumber;
  /** Fired once when the hold time runs out (spec §4: the countdown fires the expiry at 0). */
  onExpire: () => void;
  /** Fixed seconds instead of the clock store: for stories and tests of one moment. */
  seconds?: number;
  /** Seconds left at which the "time is running out" warning shows (spec §9 cart-expiration alert). */
  warnAt?: number;
  children: ReactNode;
}

/**
 * A step of the seat change: its title, which step it is, and the countdown of the holds, kept in
 * view. The countdown starts from the deadline the server gave at the last read, so a reload or
 * a new screen shows the same time left, not a new clock. From `warnAt` seconds left a warning
 * says the seats will be freed.
 */
export function SeatChangeFrame({ title, step, onExpire, seconds, warnAt = environment.cartExpirationAlertSeconds, children }: SeatChangeFrameProps) {
  const { t } = useTranslation();
  const deadline = useSeatChangeClock((state) => state.deadline);
  const left = useMemo(() => seconds ?? (deadline === null ? null : secondsLeft(deadline)), [seconds, deadline]);
  const warning = useTimeRunningOut(left, warnAt);
  return (
    <Page title={title} width="wide" intro={<p className={styles.stepLine}>{t('SEAT_CHANGE.STEP', { step, total: 3 })}</p>}>
      <div className={styles.frame}>
        {left !== null && (
          <div className={styles.clock}>
            <Countdown seconds={left} onExpire={onExpire} label={t('SEAT_CHANGE.TIMER_LABEL')} expiredText={t('SEAT_CHANGE.TIMER_EXPIRED')} />
          </div>
        )}
        {warning && left !== 0 && <InlineAlert tone="warning">{t('SEAT_CHANGE.TIMER_WARNING', { count: Math.ceil(warnAt / 60) })}</InlineAlert>}
        {children}
      </div>
    </Page>
  );
}
