import { useEffect, useState } from 'react';

/**
 * True once a countdown given as `left` seconds (counted from when it was given) has come down to
 * `warnAt`: the spec §9 cart-expiration alert of a purchase's hold. Null `left` (no clock) is
 * never running out.
 */
export function useTimeRunningOut(left: number | null, warnAt: number): boolean {
  // The starting value whose countdown has crossed the threshold (a new start waits again).
  const [crossedFor, setCrossedFor] = useState<number | null>(null);
  useEffect(() => {
    if (left === null || left <= warnAt) return undefined;
    const timer = setTimeout(() => setCrossedFor(left), (left - warnAt) * 1000);
    return () => clearTimeout(timer);
  }, [left, warnAt]);
  return left !== null && (left <= warnAt || crossedFor === left);
}
