import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_EXPIRY } from '../../api/queue';
import { answersFor, useQueueStore } from './store';

const store = () => useQueueStore.getState();
const CHECKOUT = '/abonado/cambio-asiento/checkout';

describe('the queue tracker store (spec §3, §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    store().reset();
  });
  afterEach(() => {
    store().reset();
    vi.useRealTimers();
  });

  it('starts disconnected, uninitialised, without permission', () => {
    expect(store()).toMatchObject({ status: false, initialized: false, failing: false, permission: false, expiresIn: NO_EXPIRY, route: null, position: null });
  });

  it('connect sets status and initialises once; disconnect clears status only', () => {
    store().connected();
    store().routePermission({ permission: true, expiresIn: 300, route: CHECKOUT });
    store().disconnected();
    expect(store()).toMatchObject({ status: false, initialized: true, permission: true, route: CHECKOUT });
    store().connected();
    expect(store()).toMatchObject({ status: true, initialized: true });
  });

  it('a connect clears a failing connection; a retry can clear it too', () => {
    store().connectionFailing(true);
    expect(store().failing).toBe(true);
    store().connected();
    expect(store().failing).toBe(false);
    store().connectionFailing(true);
    store().connectionFailing(false);
    expect(store().failing).toBe(false);
  });

  it('a permission with expiresIn counts down by one each second', () => {
    store().routePermission({ permission: true, expiresIn: 3, route: CHECKOUT });
    expect(store().expiresIn).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(store().expiresIn).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(store().expiresIn).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(store().expiresIn).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('expiresIn -1 stops the countdown', () => {
    store().routePermission({ permission: true, expiresIn: 10, route: CHECKOUT });
    vi.advanceTimersByTime(2000);
    store().routePermission({ permission: true, expiresIn: NO_EXPIRY, route: '/' });
    vi.advanceTimersByTime(20_000);
    expect(store()).toMatchObject({ expiresIn: NO_EXPIRY, route: '/' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a new permission restarts the countdown from its own expiresIn', () => {
    store().routePermission({ permission: true, expiresIn: 5, route: CHECKOUT });
    vi.advanceTimersByTime(4000);
    store().routePermission({ permission: true, expiresIn: 60, route: CHECKOUT });
    vi.advanceTimersByTime(1000);
    expect(store().expiresIn).toBe(59);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('counts from the deadline, so a throttled timer still ends on time', () => {
    store().routePermission({ permission: true, expiresIn: 120, route: CHECKOUT });
    vi.setSystemTime(Date.now() + 90_000);
    store().tick();
    expect(store().expiresIn).toBe(30);
  });

  it('a permission of 0 seconds is already at 0, with no timer', () => {
    store().routePermission({ permission: true, expiresIn: 0, route: CHECKOUT });
    expect(store().expiresIn).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tick does nothing without a countdown', () => {
    store().routePermission({ permission: false, expiresIn: NO_EXPIRY, route: CHECKOUT });
    store().tick();
    expect(store().expiresIn).toBe(NO_EXPIRY);
  });

  it('queue-status stores the place and remembers where the wait started', () => {
    store().routePermission({ permission: false, expiresIn: NO_EXPIRY, route: CHECKOUT });
    store().queueStatus({ position: 40, avgTime: 600, queueSize: 90 });
    store().queueStatus({ position: 12, avgTime: 500, queueSize: 70 });
    expect(store()).toMatchObject({ position: 12, avgTime: 500, queueSize: 70, startPosition: 40 });
  });

  it('a refusal keeps the place (a reconnect answers again); an admission ends it', () => {
    store().queueStatus({ position: 3, avgTime: 60, queueSize: 10 });
    store().routePermission({ permission: false, expiresIn: NO_EXPIRY, route: CHECKOUT });
    expect(store().position).toBe(3);
    store().routePermission({ permission: true, expiresIn: 600, route: CHECKOUT });
    expect(store()).toMatchObject({ permission: true, position: null, avgTime: null, queueSize: null, startPosition: null });
  });

  it('keeps the admission of a permission to buy; a refusal, an expiry or a reset drops it', () => {
    store().routePermission({ permission: true, expiresIn: 60, route: CHECKOUT, admission: 'token.mac' });
    expect(store().admission).toBe('token.mac');
    store().routePermission({ permission: false, expiresIn: NO_EXPIRY, route: CHECKOUT, admission: 'stray.mac' });
    expect(store().admission).toBeNull();
    store().routePermission({ permission: true, expiresIn: 60, route: CHECKOUT, admission: 'token.mac' });
    store().expire();
    expect(store().admission).toBeNull();
    store().routePermission({ permission: true, expiresIn: 60, route: CHECKOUT, admission: 'token.mac' });
    store().reset();
    expect(store().admission).toBeNull();
  });

  it('expire drops the permission and stops the countdown', () => {
    store().routePermission({ permission: true, expiresIn: 30, route: CHECKOUT });
    store().expire();
    expect(store()).toMatchObject({ permission: false, expiresIn: NO_EXPIRY });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reset forgets everything and stops the countdown', () => {
    store().connected();
    store().routePermission({ permission: true, expiresIn: 30, route: CHECKOUT });
    store().reset();
    expect(store()).toMatchObject({ status: false, initialized: false, permission: false, expiresIn: NO_EXPIRY, route: null });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('answersFor', () => {
  it('before the opening there is no place, only when it opens (from the server seconds) and how many wait; then the drawn place', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    store().queueStatus({ position: 7, queueSize: 7, avgTime: 0, opensIn: 90 });
    expect(store()).toMatchObject({ position: null, avgTime: null, startPosition: null, queueSize: 7, opensAt: 91_000, placeBy: null });
    store().queueStatus({ position: 3, queueSize: 7, avgTime: 600, placeBy: 'draw' });
    expect(store()).toMatchObject({ position: 3, startPosition: 3, queueSize: 7, opensAt: null, placeBy: 'draw' });
    store().routePermission({ permission: true, expiresIn: 300, route: CHECKOUT });
    expect(store()).toMatchObject({ position: null, placeBy: null, opensAt: null });
  });

  it('keeps a refusal until the next connect', () => {
    store().refused({ reason: 'too-many-visitors', retryIn: 300 });
    expect(store().refusal).toEqual({ reason: 'too-many-visitors', retryIn: 300 });
    store().connected();
    expect(store().refusal).toBeNull();
  });

  it.each([
    [CHECKOUT, CHECKOUT, true],
    [`${CHECKOUT}?area=3`, CHECKOUT, true],
    [`${CHECKOUT}/`, CHECKOUT, true],
    ['/abonado/cambio-asiento/seleccion-asiento', CHECKOUT, false],
    [null, CHECKOUT, false],
  ])('a permission for %s answers for %s: %s', (route, pathname, expected) => {
    expect(answersFor(route, pathname)).toBe(expected);
  });
});
