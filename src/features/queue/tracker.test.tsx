import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_EXPIRY, type ExpiryReply } from '../../api/queue';
import { queueAdmissionHeaders, queueAdmissionRefused } from '../../lib/queue-admission';
import es from '../../locales/es.json';
import { spanishI18n } from '../../test/i18n';
import { overlayStore } from '../../ui';
import type { QueueConnection } from './connection';
import { useQueueStore } from './store';
import { useQueueTracker } from './tracker';

const CHECKOUT = '/abonado/cambio-asiento/checkout';

/* The socket is the connection module's business (connection.test.ts); here a stand-in records what the tracker asks of it. */
const fake = vi.hoisted(() => ({
  opened: [] as string[],
  connection: {
    changeRoute: vi.fn(),
    expire: vi.fn<() => Promise<ExpiryReply | null>>(),
    recheck: vi.fn(),
    reconnect: vi.fn(),
    close: vi.fn(),
  },
}));
vi.mock('./connection', () => ({
  openQueueConnection: (route: string): QueueConnection => (fake.opened.push(route), fake.connection),
}));

/** The current user as useCurrentUser gives it: undefined (not known yet), null (a visitor) or a member. */
const session = vi.hoisted(() => {
  type Member = { id: number } | null | undefined;
  let user: Member = null;
  const listeners = new Set<() => void>();
  return {
    get: () => user,
    set(next: Member) {
      user = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('../../lib/session', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useCurrentUser: () => ({ data: useSyncExternalStore(session.subscribe, session.get) }) };
});

function Tracked({ enabled }: { enabled: boolean }) {
  useQueueTracker(enabled);
  return null;
}

function start(enabled = true): { router: DataRouter; unmount: () => void } {
  const router = createMemoryRouter([{ path: '*', element: <Tracked enabled={enabled} /> }], { initialEntries: [CHECKOUT] });
  const { unmount } = render(<RouterProvider router={router} />);
  return { router, unmount };
}

beforeEach(() => {
  fake.opened = [];
  Object.values(fake.connection).forEach((mock) => mock.mockReset());
  session.set(null);
  useQueueStore.getState().reset();
});
afterEach(() => {
  useQueueStore.getState().reset();
  overlayStore.setState({ queue: [] });
});

const opened = () => waitFor(() => expect(fake.opened).not.toEqual([]));

describe('the queue tracker', () => {
  it('off: opens nothing', async () => {
    start(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.opened).toEqual([]);
  });

  it('on: opens one connection at the current route and reports each navigation with its query', async () => {
    const { router } = start();
    await opened();
    expect(fake.opened).toEqual([CHECKOUT]);
    await act(() => router.navigate('/abonado/cambio-asiento/seleccion-asiento?area=3'));
    expect(fake.connection.changeRoute).toHaveBeenLastCalledWith('/abonado/cambio-asiento/seleccion-asiento?area=3');
  });

  it('reconnects when the member logs in or out, not when the user is first known', async () => {
    session.set(undefined);
    start();
    await opened();
    act(() => session.set(null));
    expect(fake.connection.reconnect).not.toHaveBeenCalled();
    act(() => session.set({ id: 7 }));
    expect(fake.connection.reconnect).toHaveBeenCalledTimes(1);
    act(() => session.set(null));
    expect(fake.connection.reconnect).toHaveBeenCalledTimes(2);
  });

  it('at 0 emits expired; canStay restarts the countdown with the new expiresIn', async () => {
    fake.connection.expire.mockResolvedValue({ canStay: true, expiresIn: 90, admission: 'renewed.mac' });
    start();
    await opened();
    act(() => useQueueStore.getState().routePermission({ permission: true, expiresIn: 0, route: CHECKOUT, admission: 'first.mac' }));
    await waitFor(() => expect(useQueueStore.getState().expiresIn).toBe(90));
    expect(fake.connection.expire).toHaveBeenCalledTimes(1);
    expect(useQueueStore.getState().permission).toBe(true);
    expect(queueAdmissionHeaders()).toEqual({ 'X-Queue-Admission': 'renewed.mac' });
  });

  it('purchase calls send the admission of the last permission; a refused one asks the server again; none once closed', async () => {
    const { unmount } = start();
    await opened();
    act(() => useQueueStore.getState().routePermission({ permission: true, expiresIn: 60, route: CHECKOUT, admission: 'token.mac' }));
    expect(queueAdmissionHeaders()).toEqual({ 'X-Queue-Admission': 'token.mac' });
    queueAdmissionRefused();
    expect(fake.connection.recheck).toHaveBeenCalledTimes(1);
    unmount();
    expect(queueAdmissionHeaders()).toEqual({});
  });

  it.each([
    ['the server says leave', { canStay: false, expiresIn: NO_EXPIRY }],
    ['no answer came', null],
  ])('at 0, when %s: home, and the §8 timer alert', async (_case, reply) => {
    fake.connection.expire.mockResolvedValue(reply);
    spanishI18n(); // the alert's text is the app's, in Spanish
    const { router } = start();
    await opened();
    act(() => useQueueStore.getState().routePermission({ permission: true, expiresIn: 0, route: CHECKOUT }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useQueueStore.getState().permission).toBe(false);
    await waitFor(() => expect(overlayStore.getState().queue).toMatchObject([{ kind: 'alert', type: 'timer', text: es.QUEUE.EXPIRED }]));
  });

  it('closes the connection when unmounted', async () => {
    const { unmount } = start();
    await opened();
    unmount();
    expect(fake.connection.close).toHaveBeenCalledTimes(1);
  });
});
