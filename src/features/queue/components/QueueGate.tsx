import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { environment } from '../../../lib/config';
import { loginPathFor, useCurrentUser } from '../../../lib/session';
import { Spinner } from '../../../ui';
import { ConnectionNotice } from './ConnectionNotice';
import type { PreQueue } from './OpeningCountdown';
import { QueueRefusalNotice } from './QueueRefusalNotice';
import * as styles from './queue.css';
import { TurnAnnouncement } from './TurnAnnouncement';
import { WaitingRoom, type QueuePlace } from './WaitingRoom';
import { answersFor, useQueueStore, type QueueState } from '../store';
import { retryQueueConnection } from '../tracker';

/**
 * Around a purchase route's page: the page itself once the server admits the member to this
 * route, the waiting room until then. A dropped connection never unmounts an admitted page
 * (nothing typed is lost); it adds a notice while socket.io recovers.
 */
export function QueueGate({ children, enabled = environment.trackerEnabled }: { children: ReactNode; enabled?: boolean }) {
  const { pathname } = useLocation();
  // Keyed by page: the next step starts without the previous one's wait or announcement.
  return enabled ? <TrackedGate key={pathname}>{children}</TrackedGate> : children;
}

function TrackedGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // Not expiresIn: the gate need not render again on every tick of the countdown.
  const state = useQueueStore(useShallow(({ expiresIn: _ticking, ...rest }: QueueState) => rest));
  const answered = answersFor(state.route, pathname);
  const admitted = answered && state.permission;
  const turnCame = useTurnCame(admitted, answered && !state.permission);
  const refusal = refusalFor(state.refusal, pathname);
  const notice = refusal ? null : state.failing ? 'failing' : state.initialized && !state.status ? 'reconnecting' : null;
  const loginPath = loginPathFor(pathname + search);
  // null once known to be anonymous (undefined while it loads): a visitor, whom the opening does not draw.
  const visitor = useCurrentUser().data === null;

  return (
    <div>
      <TurnAnnouncement turnCame={turnCame} />
      {admitted ? (
        children
      ) : refusal ? (
        <QueueRefusalNotice refusal={refusal} loginPath={loginPath} onRetry={retryQueueConnection} />
      ) : answered ? (
        <WaitingRoom place={placeOf(state)} preQueue={preQueueOf(state)} loginPath={visitor ? loginPath : null} />
      ) : (
        !state.failing && (
          <div className={styles.loading}>
            <Spinner text={t(state.initialized ? 'QUEUE.CHECKING' : 'QUEUE.CONNECTING')} />
          </div>
        )
      )}
      {notice && <ConnectionNotice state={notice} onRetry={retryQueueConnection} />}
    </div>
  );
}

/** True once the member, having waited on this page, is let in: what the announcement says. */
function useTurnCame(admitted: boolean, waiting: boolean): boolean {
  const [waited, setWaited] = useState(false);
  const [turnCame, setTurnCame] = useState(false);
  // Adjusted while rendering (no effect, no extra pass): the transition is read from the store's values.
  if (waiting && !waited) setWaited(true);
  if (admitted && waited && !turnCame) setTurnCame(true);
  return turnCame;
}

function placeOf({ position, avgTime, queueSize, startPosition, placeBy }: Omit<QueueState, 'expiresIn'>): QueuePlace | null {
  if (position === null || avgTime === null || queueSize === null) return null;
  return { position, avgTime, queueSize, startPosition: startPosition ?? position, ...(placeBy ? { placeBy } : {}) };
}

function preQueueOf({ opensAt, queueSize }: Omit<QueueState, 'expiresIn'>): PreQueue | null {
  return opensAt === null || queueSize === null ? null : { opensAt, waiting: queueSize };
}

/** A refusal that concerns this page: the connection's (any page), or one for this route. */
function refusalFor(refusal: QueueState['refusal'], pathname: string): QueueState['refusal'] {
  if (!refusal || refusal.reason === 'too-fast') return null;
  return refusal.route === undefined || answersFor(refusal.route, pathname) ? refusal : null;
}
