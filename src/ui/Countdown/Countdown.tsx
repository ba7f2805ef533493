import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Countdown.css';
import { crossedMinuteThreshold, formatCountdownParts, isoDuration, wholeSeconds, type UnitLabels } from './duration';

export const COUNTDOWN_TICK_MS = 1000;

/** Where a countdown reads the time and sets its timers. */
export interface CountdownClock {
  /** Milliseconds, monotonic. */
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The page's own clock, looked up at each call (so test doubles of the globals apply). */
const BROWSER_CLOCK: CountdownClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface CountdownProps {
  /** Starting value. A new value restarts the countdown from it. */
  seconds: number;
  /** Called once when the countdown reaches 0 (also when it starts at 0). */
  onExpire?: () => void;
  /** Stops the ticking; it resumes from where it stopped. */
  paused?: boolean;
  /** Visible label that also names the timer. */
  label?: string;
  /** Shown (and announced) at 0. */
  expiredText?: string;
  /** Short unit labels; translated h / min / s by default. */
  unitLabels?: UnitLabels;
  /** Minutes left at which screen readers hear, once, how long remains. */
  announceAtMinutes?: readonly number[];
  /** Text announced at a threshold; "Quedan N minutos" by default. */
  minutesLeftText?: (minutes: number) => string;
  /** The time source and timers; the page's by default. A clock moved by hand shows any moment without waiting for it. */
  clock?: CountdownClock;
}

/**
 * A countdown in hours, minutes and seconds (each shown only when above zero), ticking every
 * second against the clock so delays do not add up. The ticking text is a `timer` (not live);
 * a separate polite status announces the thresholds crossed and the end.
 */
export function Countdown({
  seconds,
  onExpire,
  paused = false,
  label,
  expiredText,
  unitLabels,
  announceAtMinutes = DEFAULT_ANNOUNCE_AT_MINUTES,
  minutesLeftText,
  clock = BROWSER_CLOCK,
}: CountdownProps) {
  const { t } = useTranslation();
  const labelId = useId();

  const [start, setStart] = useState(seconds);
  const [remaining, setRemaining] = useState(() => wholeSeconds(seconds));
  if (start !== seconds) {
    // A new starting value: restart from it (state adjusted while rendering, no extra pass).
    setStart(seconds);
    setRemaining(wholeSeconds(seconds));
  }
  const expired = remaining === 0;

  // Ticking: aligned on the moment it (re)started, so a late timer does not push the next ones.
  useEffect(() => {
    if (paused || expired) return;
    const startedAt = clock.now();
    let elapsedTicks = 0;
    let timer: unknown;
    const schedule = () => {
      const nextAt = startedAt + (elapsedTicks + 1) * COUNTDOWN_TICK_MS;
      timer = clock.setTimeout(tick, Math.max(0, nextAt - clock.now()));
    };
    const tick = () => {
      const due = Math.floor((clock.now() - startedAt) / COUNTDOWN_TICK_MS);
      const passed = Math.max(1, due - elapsedTicks);
      elapsedTicks += passed;
      setRemaining((value) => Math.max(0, value - passed));
      schedule();
    };
    schedule();
    return () => clock.clearTimeout(timer);
  }, [paused, expired, start, clock]);

  // Expiry: once per run, even if the parent passes a new onExpire on every render.
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  const firedForRef = useRef<number | null>(null); // the starting value whose run has fired
  useEffect(() => {
    if (!expired) {
      firedForRef.current = null;
      return;
    }
    if (paused || firedForRef.current === start) return;
    firedForRef.current = start;
    onExpireRef.current?.();
  }, [expired, paused, start]);

  const units = unitLabels ?? {
    hours: t('COUNTDOWN.HOURS_SHORT'),
    minutes: t('COUNTDOWN.MINUTES_SHORT'),
    seconds: t('COUNTDOWN.SECONDS_SHORT'),
  };
  const parts = formatCountdownParts(remaining, units);
  const expiredLabel = expiredText ?? t('COUNTDOWN.EXPIRED');
  const threshold = crossedMinuteThreshold(wholeSeconds(start), remaining, announceAtMinutes);
  const announcement =
    expired && wholeSeconds(start) > 0
      ? expiredLabel
      : threshold !== undefined
        ? (minutesLeftText?.(threshold) ?? t('COUNTDOWN.MINUTES_LEFT', { count: threshold }))
        : '';

  return (
    <div className={styles.root} data-state={expired ? 'expired' : paused ? 'paused' : 'running'}>
      <span id={labelId} className={styles.label}>
        {label ?? t('COUNTDOWN.LABEL')}
      </span>
      <span
        role="timer"
        aria-labelledby={labelId}
        aria-live="off"
        aria-atomic="true"
        className={styles.time({ urgency: remaining < 60 ? 'low' : 'normal' })}
      >
        <time dateTime={isoDuration(remaining)}>
          {parts.length === 0
            ? expiredLabel
            : parts.map((part, index) => (
                <span key={index}>
                  {index > 0 && ' '}
                  <span className={styles.part}>{part}</span>
                </span>
              ))}
        </time>
      </span>
      <span role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </span>
    </div>
  );
}

const DEFAULT_ANNOUNCE_AT_MINUTES = [5, 1] as const;
