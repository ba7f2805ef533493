export { Countdown, COUNTDOWN_TICK_MS } from './Countdown';
export {
  crossedMinuteThreshold,
  formatCountdown,
  formatCountdownParts,
  isoDuration,
  splitDuration,
  type DurationParts,
  type UnitLabels,
} from './duration';
