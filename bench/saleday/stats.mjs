import { readFileSync } from 'node:fs';

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
