import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstIntent } from './intent';

afterEach(() => vi.unstubAllGlobals());

describe('onFirstIntent', () => {
  it.each(['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'])('acts once on the first %s', (type) => {
    const act = vi.fn();
    onFirstIntent(act, null);
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('keydown'));
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('does not act on reading alone (scroll, resize)', () => {
    const act = vi.fn();
    onFirstIntent(act, null);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(act).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
  });

  let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
  const disconnect = vi.fn();
  const stubObserver = () =>
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );

  it('acts when the watched element comes near the viewport, and stops watching', () => {
    stubObserver();
    const act = vi.fn();
    onFirstIntent(act, document.createElement('footer'));
    report([{ isIntersecting: false }]);
    expect(act).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    expect(act).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('does not act on a watched element already near the viewport when the page opens (a short page)', () => {
    stubObserver();
    const act = vi.fn();
    onFirstIntent(act, document.createElement('footer'));
    report([{ isIntersecting: true }]);
    expect(act).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('focusin'));
    expect(act).toHaveBeenCalledTimes(1);
  });
});
