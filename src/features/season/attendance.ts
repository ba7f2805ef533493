import type { Attendance } from '../../api/season';

/**
 * What the attendance means for the renewal: `earned` once every home game counts (the extra
 * discount is the member's), `reachable` with the games still needed while none was missed, and
 * `unreachable` once a played game did not count.
 */
export type AttendanceMessage =
  | { kind: 'earned' }
  | { kind: 'reachable'; left: number }
  | { kind: 'unreachable' };

export function attendanceMessage(attendance: Attendance): AttendanceMessage {
  const { attended, total, reachable } = attendance;
  if (total > 0 && attended >= total) return { kind: 'earned' };
  if (reachable) return { kind: 'reachable', left: total - attended };
  return { kind: 'unreachable' };
}
