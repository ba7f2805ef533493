import { describe, expect, it } from 'vitest';
import { batched } from './batched.ts';

describe('batched', () => {
  it('gives the items of a burst to one run, in the order given, and one run at a time', async () => {
    const runs: number[][] = [];
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    let active = 0;
    let overlapped = false;
    const run = batched<number>(async (items) => {
      overlapped ||= active > 0;
      active += 1;
      runs.push(items);
      started();
      await new Promise((resolve) => setImmediate(resolve));
      active -= 1;
    });
    const first = run(1);
    await firstStarted; // the rest wait for the next run
    await Promise.all([first, ...[2, 3, 4].map(run)]);
    expect(runs).toEqual([[1], [2, 3, 4]]);
    expect(overlapped).toBe(false);
  });

  it('a failed run fails its callers, and the run after it still happens', async () => {
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const run = batched<string>(async (items) => {
      started();
      await new Promise((resolve) => setImmediate(resolve));
      if (items.includes('bad')) throw new Error('bad batch');
    });
    const failed = run('bad');
    await firstStarted;
    const later = run('good'); // waits behind the run that fails
    await expect(failed).rejects.toThrow('bad batch');
    await expect(later).resolves.toBeUndefined();
  });
});
