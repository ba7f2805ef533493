import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { environment } from '../../lib/config';
import { onQueueAdmissionRefused, provideQueueAdmission } from '../../lib/queue-admission';
import { useCurrentUser } from '../../lib/session';
import { alert } from '../../ui';
import type { QueueConnection } from './connection';
import { useQueueStore } from './store';

/** The app's one connection, for the gate's retry button; null while the tracker is off or loading. */
let active: QueueConnection | null = null;

/** The member asked to try connecting again. */
export function retryQueueConnection(): void {
  active?.reconnect();
}

/** §8 "Session expiry in queue tracker": the timer alert. */
export function alertQueueExpired(text: string): Promise<void> {
  return alert.timer(text);
}

/**
 * The queue tracker (spec §4, §7), mounted once by the app inside the router. Off (the default),
 * it does nothing at all; on, it connects, reports every navigation, follows logins and logouts,
 * and handles the end of a permission's countdown.
 */
export function useQueueTracker(enabled: boolean = environment.trackerEnabled): void {
  const { pathname, search } = useLocation();
  const url = pathname + search;
  const urlRef = useRef(url);

  // socket.io-client is loaded only when the tracker is on: the site's pages do not carry it otherwise.
  useEffect(() => {
    if (!enabled) return;
    let connection: QueueConnection | null = null;
    let closed = false;
    const unprovide = provideQueueAdmission(() => useQueueStore.getState().admission);
    const unsubscribe = onQueueAdmissionRefused(() => connection?.recheck());
    void import('./connection').then(({ openQueueConnection }) => {
      if (closed) return;
      connection = active = openQueueConnection(urlRef.current);
    });
    return () => {
      closed = true;
      unprovide();
      unsubscribe();
      connection?.close();
      if (active === connection) active = null;
    };
  }, [enabled]);

  useEffect(() => {
    urlRef.current = url;
    active?.changeRoute(url);
  }, [url]);

  useReconnectOnUserChange(enabled);
  useExpiry(enabled);
}

/** The server reads who the member is from the session cookie at the handshake: a login or logout needs a new one. */
function useReconnectOnUserChange(enabled: boolean) {
  const { data: user } = useCurrentUser();
  const userKey = user === undefined ? undefined : (user?.id ?? null); // undefined: not known yet
  const lastKey = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled || userKey === undefined) return;
    if (lastKey.current !== undefined && lastKey.current !== userKey) active?.reconnect();
    lastKey.current = userKey;
  }, [enabled, userKey]);
}

/** At 0 the client emits `expired`: canStay restarts the countdown, otherwise the member goes home (§4, §8). */
function useExpiry(enabled: boolean) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    return useQueueStore.subscribe((state, previous) => {
      if (!state.permission || state.expiresIn !== 0 || previous.expiresIn === 0) return;
      void (async () => {
        const reply = (await active?.expire()) ?? null;
        const store = useQueueStore.getState();
        if (reply?.canStay && store.route !== null) {
          store.routePermission({ permission: true, expiresIn: reply.expiresIn, route: store.route, admission: reply.admission });
          return;
        }
        // Home first: the purchase page stays until it goes, rather than flashing the waiting room.
        await navigate('/');
        useQueueStore.getState().expire();
        void alertQueueExpired(t('QUEUE.EXPIRED'));
      })();
    });
  }, [enabled, navigate, t]);
}
