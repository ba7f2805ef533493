/**
 * A read done at most once per `ttlMs`, its answer shared by every caller meanwhile, those that
 * arrive while it runs included; a failed read is not kept, so the next caller tries again.
 */
export function timedRead<T>(read: () => Promise<T>, ttlMs: number, now: () => number): () => Promise<T> {
  let kept: { value: Promise<T>; expires: number } | undefined;
  return () => {
    if (kept && now() < kept.expires) return kept.value;
    const value = read();
    kept = { value, expires: now() + ttlMs };
    value.catch(() => {
      if (kept?.value === value) kept = undefined;
    });
    return value;
  };
}
