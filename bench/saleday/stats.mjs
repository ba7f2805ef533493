import { readFileSync } from 'node:fs';

/** A seeded generator (mulberry32): the same --seed gives every buyer the same choices. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The p-th percentile of `values` (ms), one decimal; '—' when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return '—';
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(0);
}

/** Peak resident memory of a process so far (VmHWM), in MB; null once it is gone. */
export function peakMemoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return null;
  }
}

/** Counts of error kinds, e.g. { 'hold: 409 seat-taken': 3 }. */
export function errorTally() {
  const counts = {};
  return {
    counts,
    add(kind) {
      counts[kind] = (counts[kind] ?? 0) + 1;
    },
    total: () => Object.values(counts).reduce((sum, n) => sum + n, 0),
  };
}
