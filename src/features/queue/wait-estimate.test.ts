import { describe, expect, it } from 'vitest';
import { estimatedWaitSeconds } from '../../api/queue';
import { waitEstimate } from './wait-estimate';

describe('the estimated wait (§9: position × average time ÷ queue size)', () => {
  it.each([
    [{ position: 1, avgTime: 600, queueSize: 1 }, 600],
    [{ position: 1234, avgTime: 3000, queueSize: 5000 }, 740],
    [{ position: 10, avgTime: 0, queueSize: 10 }, 0],
    [{ position: 3, avgTime: 100, queueSize: 7 }, 43],
  ])('%o waits %i s', (status, seconds) => {
    expect(estimatedWaitSeconds(status)).toBe(seconds);
  });

  it.each([
    [{ position: 1, avgTime: 30, queueSize: 1 }, { key: 'QUEUE.WAIT.UNDER_A_MINUTE' }],
    [{ position: 1, avgTime: 89, queueSize: 1 }, { key: 'QUEUE.WAIT.MINUTES', count: 1 }],
    [{ position: 1234, avgTime: 3000, queueSize: 5000 }, { key: 'QUEUE.WAIT.MINUTES', count: 12 }],
    [{ position: 5000, avgTime: 7140, queueSize: 5000 }, { key: 'QUEUE.WAIT.MINUTES', count: 119 }],
    [{ position: 5000, avgTime: 7200, queueSize: 5000 }, { key: 'QUEUE.WAIT.HOURS', count: 2 }],
    [{ position: 5000, avgTime: 11_000, queueSize: 5000 }, { key: 'QUEUE.WAIT.HOURS', count: 3 }],
  ])('%o reads as %o', (status, estimate) => {
    expect(waitEstimate(status)).toEqual(estimate);
  });

  it('has no estimate while the line has no pace yet (avgTime 0)', () => {
    expect(waitEstimate({ position: 4, avgTime: 0, queueSize: 9 })).toEqual({ key: 'QUEUE.WAIT.UNKNOWN' });
  });
});
