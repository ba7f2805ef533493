import { useId } from 'react';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Visible label that also names the bar. */
  label: string;
  /** Progress so far, clamped to 0…`max`. */
  value: number;
  /** The whole; 1 is used when it is 0 or less. */
  max: number;
  /** The value in words ("3 personas por delante"), shown under the bar and read instead of a bare number. */
  valueText?: string;
}

/** How far something has gone (a place in a queue, an upload): a labelled `progressbar`. */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${(clamped / safeMax) * 100}%` }} />
      </div>
      {valueText && (
        <span className={styles.valueText} aria-hidden="true">
          {valueText}
        </span>
      )}
    </div>
  );
}
