/**
 * Runs `work` on one batch at a time: the items given while a run waits to start go into that run
 * together, so a burst of thousands of messages costs a few runs of a few statements each, not a
 * few statements each. A caller's promise settles with its own batch's run.
 */
export function batched<T>(work: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let previous: Promise<void> = Promise.resolve();
  let next: { items: T[]; run: Promise<void> } | undefined;
  return (item) => {
    if (next) {
      next.items.push(item);
      return next.run;
    }
    const items = [item];
    // After the previous run, whether it failed or not: its callers were told of its failure.
    const run = previous
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return work(items);
      });
    next = { items, run };
    previous = run;
    return run;
  };
}
