/**
 * Runs `work` on one batch at a time: the items given while a run waits to start go into that run
 * together, so a burst of thousands of messages costs a few runs of a few statements each, not a
 * few statements each. A caller's promise settles with its own batch's run, and its answer.
 */
export function batched<T, R = void>(work: (items: T[]) => Promise<R>): (item: T) => Promise<R> {
  let previous: Promise<unknown> = Promise.resolve();
  let next: { items: T[]; run: Promise<R> } | undefined;
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
