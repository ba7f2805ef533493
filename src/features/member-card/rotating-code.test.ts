import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clubDay, parseCardQr } from '../../api/card-code';
import { cardQrAt, useRotatingCardQr } from './rotating-code';

const SECRET = { secret: '0123456789abcdef0123456789abcdef01234567', season: '25/26', partnerNumber: 4101 };
/** 5 October 2025, 17:00:10 in Madrid: a game day, 10 s into a code's 30 s step. */
const DOORS_OPEN = Date.parse('2025-10-05T17:00:10+02:00');

describe('cardQrAt', () => {
  it('holds one code through its 30 s step, then another, for the same member and season', async () => {
    const first = await cardQrAt(SECRET, DOORS_OPEN);
    expect(first.startedAt).toBe(Date.parse('2025-10-05T17:00:00+02:00'));
    expect(first.changesAt).toBe(Date.parse('2025-10-05T17:00:30+02:00'));
    expect((await cardQrAt(SECRET, first.changesAt - 1)).text).toBe(first.text);
    const next = await cardQrAt(SECRET, first.changesAt);
    expect(next.text).not.toBe(first.text);
    expect(parseCardQr(next.text)).toMatchObject({ season: '25/26', partnerNumber: 4101 });
  });

  it('derives the day key once a day, and again when the club day changes', async () => {
    const dayKeys = new Map<string, string>();
    await cardQrAt(SECRET, DOORS_OPEN, dayKeys);
    await cardQrAt(SECRET, DOORS_OPEN + 60_000, dayKeys);
    expect([...dayKeys.keys()]).toEqual(['2025-10-05']);
    // Midnight in Madrid is 22:00 UTC in October (summer time).
    const nextDay = Date.parse('2025-10-05T22:00:05Z');
    expect(clubDay(nextDay)).toBe('2025-10-06');
    const tomorrow = await cardQrAt(SECRET, nextDay, dayKeys);
    expect([...dayKeys.keys()]).toEqual(['2025-10-06']);
    expect(tomorrow.text).toBe((await cardQrAt(SECRET, nextDay)).text);
  });
});

describe('useRotatingCardQr', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a new code when the step ends, from one timer, and none without a secret', async () => {
    vi.useFakeTimers({ now: DOORS_OPEN, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { result, rerender } = renderHook(({ secret }) => useRotatingCardQr(secret), { initialProps: { secret: SECRET as typeof SECRET | null } });
    // vi.waitFor moves the fake clock by its interval at each check: the day key's WebCrypto is real.
    await vi.waitFor(() => expect(result.current).not.toBeNull(), { interval: 1 });
    const first = result.current!;
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(first.changesAt - Date.now());
    await vi.waitFor(() => expect(result.current?.startedAt).toBe(first.changesAt), { interval: 1 });
    expect(result.current!.text).not.toBe(first.text);
    rerender({ secret: null });
    expect(result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
