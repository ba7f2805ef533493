export { Countdown, COUNTDOWN_TICK_MS, type CountdownClock } from './Countdown';
export {
  crossedMinuteThreshold,
  formatCountdown,
  formatCountdownParts,
  isoDuration,
  splitDuration,
  type DurationParts,
  type UnitLabels,
} from './duration';
