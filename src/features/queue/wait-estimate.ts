import { estimatedWaitSeconds, type QueueStatus } from '../../api/queue';

/** The estimated wait as words to show: an i18n key under QUEUE.WAIT and its count. */
export type WaitEstimate = { key: 'QUEUE.WAIT.UNKNOWN' | 'QUEUE.WAIT.UNDER_A_MINUTE' } | { key: 'QUEUE.WAIT.MINUTES' | 'QUEUE.WAIT.HOURS'; count: number };

/**
 * §9's estimate, rounded the way a person would say it: to the minute up to two hours, then in
 * whole hours. A line with no recent admissions (avgTime 0) has no estimate yet, not a zero wait.
 */
export function waitEstimate(status: QueueStatus): WaitEstimate {
  if (status.avgTime <= 0) return { key: 'QUEUE.WAIT.UNKNOWN' };
  const seconds = estimatedWaitSeconds(status);
  if (seconds < 60) return { key: 'QUEUE.WAIT.UNDER_A_MINUTE' };
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return { key: 'QUEUE.WAIT.MINUTES', count: minutes };
  return { key: 'QUEUE.WAIT.HOURS', count: Math.floor(minutes / 60) };
}
