import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_EXPIRY } from '../../api/queue';
import { EXPIRY_ACK_TIMEOUT_MS, FAILING_AFTER_MS, openQueueConnection, type QueueConnection } from './connection';
import { useQueueStore } from './store';

const CHECKOUT = '/abonado/cambio-asiento/checkout';

/** Just enough of a socket.io client socket: the test plays the server through `receive`. */
class FakeSocket {
  connected = false;
  sent: unknown[][] = [];
  ackReply: Promise<unknown> = new Promise(() => {});
  private handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  receive(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }
  emit(...args: unknown[]) {
    this.sent.push(args);
    return this;
  }
  timeout(ms: number) {
    return {
      emitWithAck: (event: string) => {
        this.sent.push([event, `timeout ${ms}`]);
        return this.ackReply;
      },
    };
  }
  disconnect() {
    if (this.connected) this.receive('disconnect', 'io client disconnect');
    return this;
  }
  connect = vi.fn(() => this);
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
}

const store = () => useQueueStore.getState();
let socket: FakeSocket;
let connection: QueueConnection;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  socket = new FakeSocket();
  connection = openQueueConnection(CHECKOUT, socket as unknown as Socket);
});
afterEach(() => {
  connection.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the queue connection', () => {
  it('emits route-change with the current route on every connect, and on each navigation while connected', () => {
    connection.changeRoute('/abonado/perfil');
    expect(socket.sent).toEqual([]);
    socket.receive('connect');
    expect(store()).toMatchObject({ status: true, initialized: true });
    connection.changeRoute(`${CHECKOUT}?x=1`);
    socket.receive('disconnect', 'transport close');
    socket.receive('connect');
    expect(socket.sent).toEqual([
      ['route-change', '/abonado/perfil'],
      ['route-change', `${CHECKOUT}?x=1`],
      ['route-change', `${CHECKOUT}?x=1`],
    ]);
  });

  it('stores valid route-permission and queue-status messages', () => {
    socket.receive('connect');
    socket.receive('route-permission', { permission: false, expiresIn: NO_EXPIRY, route: CHECKOUT });
    socket.receive('queue-status', { position: 7, avgTime: 120, queueSize: 30 });
    expect(store()).toMatchObject({ permission: false, route: CHECKOUT, position: 7, avgTime: 120, queueSize: 30 });
    socket.receive('route-permission', { permission: true, expiresIn: 600, route: CHECKOUT });
    expect(store()).toMatchObject({ permission: true, expiresIn: 600, position: null });
  });

  it.each([
    ['route-permission', { permission: 'yes', expiresIn: 600, route: CHECKOUT }],
    ['route-permission', { permission: true, expiresIn: -7, route: CHECKOUT }],
    ['route-permission', null],
    ['queue-status', { position: 0, avgTime: 1, queueSize: 1 }],
    ['queue-status', 'first'],
  ])('ignores a malformed %s message (%o)', (event, message) => {
    socket.receive('connect');
    const before = { ...store() };
    socket.receive(event, message);
    expect(store()).toMatchObject({ permission: before.permission, route: before.route, position: before.position });
    expect(console.warn).toHaveBeenCalled();
  });

  it('ignores a permission for a page the member has left', () => {
    socket.receive('connect');
    connection.changeRoute('/');
    socket.receive('route-permission', { permission: false, expiresIn: NO_EXPIRY, route: CHECKOUT });
    expect(store().route).toBeNull();
    expect(socket.sent.at(-1)).toEqual(['route-change', '/']);
  });

  it('asks again for its own page when let in for another one (another tab of the member)', () => {
    socket.receive('connect');
    socket.receive('route-permission', { permission: true, expiresIn: 600, route: '/abonado/cambio-asiento/seleccion-sector' });
    expect(store().route).toBeNull();
    expect(socket.sent.at(-1)).toEqual(['route-change', CHECKOUT]);
  });

  it('recheck asks again for the current page while connected (a purchase call was refused), and keeps its admission', () => {
    connection.recheck();
    expect(socket.sent).toEqual([]);
    socket.receive('connect');
    socket.receive('route-permission', { permission: true, expiresIn: 60, route: CHECKOUT, admission: 'token.mac' });
    expect(store().admission).toBe('token.mac');
    connection.recheck();
    expect(socket.sent).toEqual([
      ['route-change', CHECKOUT],
      ['route-change', CHECKOUT],
    ]);
  });

  it('keeps the state on a disconnect, and says the connection is failing after 15 s without one', () => {
    socket.receive('connect');
    socket.receive('route-permission', { permission: true, expiresIn: 600, route: CHECKOUT });
    socket.receive('disconnect', 'transport close');
    expect(store()).toMatchObject({ status: false, permission: true, failing: false });
    vi.advanceTimersByTime(FAILING_AFTER_MS);
    expect(store().failing).toBe(true);
    socket.receive('connect');
    expect(store().failing).toBe(false);
  });

  it('says it is failing when the first connection never succeeds', () => {
    socket.receive('connect_error', new Error('xhr poll error'));
    vi.advanceTimersByTime(FAILING_AFTER_MS - 1);
    expect(store().failing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store().failing).toBe(true);
  });

  it('a retry clears the failure and handshakes again', () => {
    vi.advanceTimersByTime(FAILING_AFTER_MS);
    connection.reconnect();
    expect(store().failing).toBe(false);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FAILING_AFTER_MS);
    expect(store().failing).toBe(true);
  });

  it('expire reads canStay and expiresIn from the acknowledgement, waiting 5 s', async () => {
    socket.ackReply = Promise.resolve({ canStay: true, expiresIn: 120 });
    await expect(connection.expire()).resolves.toEqual({ canStay: true, expiresIn: 120 });
    expect(socket.sent).toEqual([['expired', `timeout ${EXPIRY_ACK_TIMEOUT_MS}`]]);
  });

  it('expire answers null when the server does not answer in time or answers nonsense', async () => {
    socket.ackReply = Promise.reject(new Error('operation has timed out'));
    await expect(connection.expire()).resolves.toBeNull();
    socket.ackReply = Promise.resolve({ canStay: 'maybe' });
    await expect(connection.expire()).resolves.toBeNull();
  });

  it('close disconnects, stops listening and forgets the state', () => {
    socket.receive('connect');
    connection.close();
    socket.receive('route-permission', { permission: true, expiresIn: 600, route: CHECKOUT });
    expect(store()).toMatchObject({ status: false, initialized: false, permission: false });
  });
});

describe('refusals', () => {
  it('a handshake refused with a reason shows it and stops the failing timer; one without keeps retrying quietly', () => {
    socket.receive('connect_error', Object.assign(new Error('too-many-visitors'), { data: { reason: 'too-many-visitors', retryIn: 600 } }));
    expect(store().refusal).toEqual({ reason: 'too-many-visitors', retryIn: 600 });
    vi.advanceTimersByTime(FAILING_AFTER_MS);
    expect(store().failing).toBe(false);
    socket.receive('connect_error', new Error('xhr poll error'));
    vi.advanceTimersByTime(FAILING_AFTER_MS);
    expect(store().failing).toBe(true);
  });

  it('login-required is kept for the page; too-fast asks again for the current page when the server allows', () => {
    socket.receive('connect');
    socket.receive('queue-refusal', { reason: 'login-required', route: CHECKOUT });
    expect(store().refusal).toEqual({ reason: 'login-required', route: CHECKOUT });
    socket.sent = [];
    socket.receive('queue-refusal', { reason: 'too-fast', retryIn: 2, route: CHECKOUT });
    connection.changeRoute('/');
    socket.sent = [];
    vi.advanceTimersByTime(1999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([['route-change', '/']]);
  });
});
