import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spanishI18n } from '../../test/i18n';
import { Countdown } from './Countdown';

type Props = Parameters<typeof Countdown>[0];

const i18n = spanishI18n();
function ui(props: Props) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Countdown {...props} />
      </I18nextProvider>
    </StrictMode>
  );
}
const timerText = () => screen.getByRole('timer').textContent;
const statusText = () => screen.getByRole('status').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('shows the translated parts and ticks every 1000 ms', () => {
    render(ui({ seconds: 3725 }));
    expect(timerText()).toBe('1 h 2 min 5 s');
    advance(999);
    expect(timerText()).toBe('1 h 2 min 5 s');
    advance(1);
    expect(timerText()).toBe('1 h 2 min 4 s');
    advance(4000);
    expect(timerText()).toBe('1 h 2 min');
    advance(1000);
    expect(timerText()).toBe('1 h 1 min 59 s');
  });

  it('is a timer named by its label, with a machine-readable duration', () => {
    render(ui({ seconds: 65, label: 'Tu reserva caduca en' }));
    const timer = screen.getByRole('timer', { name: 'Tu reserva caduca en' });
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.querySelector('time')?.getAttribute('datetime')).toBe('PT1M5S');
  });

  it('calls onExpire exactly once at 0 and stops there', () => {
    const onExpire = vi.fn();
    render(ui({ seconds: 2, onExpire }));
    advance(1999);
    expect(onExpire).not.toHaveBeenCalled();
    expect(timerText()).toBe('1 s');
    advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(timerText()).toBe('Tiempo agotado');
    advance(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fires once even if the parent gives a new onExpire on every render', () => {
    const onExpire = vi.fn();
    const { rerender } = render(ui({ seconds: 1, onExpire: () => onExpire() }));
    advance(1000);
    rerender(ui({ seconds: 1, onExpire: () => onExpire() }));
    rerender(ui({ seconds: 1, onExpire: () => onExpire() }));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('starting at 0 shows the end and fires once', () => {
    const onExpire = vi.fn();
    render(ui({ seconds: 0, onExpire }));
    expect(timerText()).toBe('Tiempo agotado');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops when paused and resumes from the same value', () => {
    const onExpire = vi.fn();
    const { rerender } = render(ui({ seconds: 5, onExpire }));
    advance(2000);
    expect(timerText()).toBe('3 s');
    rerender(ui({ seconds: 5, onExpire, paused: true }));
    advance(10_000);
    expect(timerText()).toBe('3 s');
    expect(onExpire).not.toHaveBeenCalled();
    rerender(ui({ seconds: 5, onExpire, paused: false }));
    advance(2000);
    expect(timerText()).toBe('1 s');
    advance(1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not fire while paused at 0; fires once on resume', () => {
    const onExpire = vi.fn();
    const { rerender } = render(ui({ seconds: 0, onExpire, paused: true }));
    expect(onExpire).not.toHaveBeenCalled();
    rerender(ui({ seconds: 0, onExpire }));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts from a new starting value, and fires again for the new run', () => {
    const onExpire = vi.fn();
    const { rerender } = render(ui({ seconds: 1, onExpire }));
    advance(1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    rerender(ui({ seconds: 3, onExpire }));
    expect(timerText()).toBe('3 s');
    advance(3000);
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('counts against the clock: a late timer (a throttled tab) catches up instead of drifting', () => {
    const fakeNow = performance.now.bind(performance);
    let lag = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => fakeNow() + lag);
    render(ui({ seconds: 120 }));
    lag = 30_000; // the first timer fires 30 s late
    advance(1000);
    expect(timerText()).toBe('1 min 29 s');
    advance(1000); // back on schedule, aligned on the start
    expect(timerText()).toBe('1 min 28 s');
  });

  it('runs on the clock it is given, not the page timers', () => {
    let now = 0;
    let handle = 0;
    const timers = new Map<number, { at: number; callback: () => void }>();
    const clock = {
      now: () => now,
      setTimeout: (callback: () => void, ms: number) => timers.set((handle += 1), { at: now + ms, callback }) && handle,
      clearTimeout: (id: unknown) => void timers.delete(id as number),
    };
    render(ui({ seconds: 3, clock }));
    advance(5000);
    expect(timerText()).toBe('3 s');
    expect([...timers.values()].map((timer) => timer.at)).toEqual([1000]);
    now = 1000;
    act(() => [...timers.values()][0]?.callback());
    expect(timerText()).toBe('2 s');
  });

  it('announces the minute thresholds crossed and the end once, not every second', () => {
    render(ui({ seconds: 302 }));
    expect(statusText()).toBe('');
    advance(1000);
    expect(statusText()).toBe('');
    advance(1000);
    expect(statusText()).toBe('Quedan 5 minutos');
    advance(60_000);
    expect(statusText()).toBe('Quedan 5 minutos');
    advance(180_000);
    expect(statusText()).toBe('Queda 1 minuto');
    advance(60_000);
    expect(statusText()).toBe('Tiempo agotado');
  });

  it('says nothing at mount when it starts below a threshold', () => {
    render(ui({ seconds: 30 }));
    expect(statusText()).toBe('');
    advance(29_000);
    expect(statusText()).toBe('');
  });
});
