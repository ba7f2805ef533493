import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './every.ts';

describe('runEvery (the scheduled jobs)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks at once and then every interval, never two at a time, and stop waits for the tick in progress', async () => {
    const ends: (() => void)[] = [];
    const tick = vi.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
    const job = runEvery(10, tick);
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000); // the first tick still runs: no second one beside it
    expect(tick).toHaveBeenCalledTimes(1);
    ends.shift()!();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tick).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    ends.shift()!();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tick).toHaveBeenCalledTimes(2);
  });
});
