export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Short unit labels, already translated (es: h, min, s). */
export interface UnitLabels {
  hours: string;
  minutes: string;
  seconds: string;
}

/** Whole seconds, never negative (NaN and negatives count as 0, fractions are dropped). */
export function wholeSeconds(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Seconds → hours, minutes and seconds (spec §4, Countdown display). */
export function splitDuration(totalSeconds: number): DurationParts {
  const total = wholeSeconds(totalSeconds);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/**
 * The visible parts, each unit only when above zero: 3725 → ["1 h", "2 min", "5 s"], 60 → ["1 min"].
 * At zero there is no part; the caller shows its "time is up" text.
 */
export function formatCountdownParts(totalSeconds: number, units: UnitLabels): string[] {
  const parts = splitDuration(totalSeconds);
  return (['hours', 'minutes', 'seconds'] as const)
    .filter((unit) => parts[unit] > 0)
    .map((unit) => `${parts[unit]} ${units[unit]}`);
}

/** The parts joined with spaces: "1 h 2 min 5 s"; "" at zero. */
export function formatCountdown(totalSeconds: number, units: UnitLabels): string {
  return formatCountdownParts(totalSeconds, units).join(' ');
}

/** ISO 8601 duration for `<time dateTime>`: 3725 → "PT1H2M5S", 0 → "PT0S". */
export function isoDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitDuration(totalSeconds);
  const body = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  return `PT${body || '0S'}`;
}

/**
 * The minute threshold most recently crossed on the way from `start` down to `remaining`
 * (e.g. thresholds [5, 1], start 400, remaining 250 → 5), or undefined if none was crossed.
 */
export function crossedMinuteThreshold(start: number, remaining: number, thresholds: readonly number[]): number | undefined {
  const crossed = thresholds.filter((minutes) => remaining <= minutes * 60 && minutes * 60 < start);
  return crossed.length > 0 ? Math.min(...crossed) : undefined;
}
