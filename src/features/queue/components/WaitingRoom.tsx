import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { QueueStatus } from '../../../api/queue';
import { buttonClass, DetailList, InlineAlert, Page, ProgressBar, Spinner, type CountdownClock } from '../../../ui';
import { waitEstimate } from '../wait-estimate';
import { OpeningCountdown, type PreQueue } from './OpeningCountdown';
import * as styles from './queue.css';

/** Where the member stands: the server's queue-status and the position the wait started at. */
export interface QueuePlace extends QueueStatus {
  startPosition: number;
}

export interface WaitingRoomProps {
  /** Null until the server has said where the member is (and before the opening's draw). */
  place: QueuePlace | null;
  /** Before the sale opens: the countdown instead of a place. */
  preQueue?: PreQueue | null;
  /** The countdown's clock; the page's by default (stories freeze it). */
  clock?: CountdownClock;
  /** For a visitor (no session): the login, coming back here. Only accounts are drawn at the opening. */
  loginPath?: string | null;
}

/**
 * The waiting room in front of the purchase routes: the member's place, how many wait, about how
 * long, and that the place is kept. It updates by itself; the tab's title carries the position so
 * a member in another tab sees it move.
 */
export function WaitingRoom({ place, preQueue = null, clock, loginPath = null }: WaitingRoomProps) {
  const { t } = useTranslation();
  useTabTitle(place ? t('QUEUE.TAB_TITLE', { position: place.position }) : preQueue ? t('QUEUE.OPENING.TAB_TITLE') : null);
  const before = preQueue !== null && place === null;
  return (
    <Page title={t(before ? 'QUEUE.OPENING.TITLE' : 'QUEUE.TITLE')} intro={t(before ? 'QUEUE.OPENING.INTRO' : 'QUEUE.INTRO')}>
      {/* There from the pre-queue on, filled once when the draw gives the place: announced once, politely. */}
      {(preQueue || place?.placeBy) && (
        <p role="status" className={styles.text}>
          {place?.placeBy && t(placeByKey(place.placeBy, loginPath !== null))}
        </p>
      )}
      {before && loginPath !== null && (
        <InlineAlert tone="warning" live={false} title={t('QUEUE.OPENING.VISITOR_TITLE')}>
          <p className={styles.text}>{t('QUEUE.OPENING.VISITOR_TEXT')}</p>
          <div className={styles.actions}>
            <Link className={buttonClass()} to={loginPath}>
              {t('QUEUE.REFUSAL.LOGIN')}
            </Link>
          </div>
        </InlineAlert>
      )}
      {place ? (
        <Place place={place} />
      ) : preQueue ? (
        <OpeningCountdown preQueue={preQueue} clock={clock} />
      ) : (
        <Spinner text={t('QUEUE.FINDING_PLACE')} />
      )}
      <InlineAlert tone="info" live={false} title={t('QUEUE.KEEP_PLACE_TITLE')}>
        {t('QUEUE.KEEP_PLACE')}
      </InlineAlert>
    </Page>
  );
}

/** Why the place is where it is; a visitor's follows the drawn accounts (not "arrived after the opening"). */
function placeByKey(placeBy: NonNullable<QueueStatus['placeBy']>, visitor: boolean): string {
  if (placeBy === 'draw') return 'QUEUE.PLACE_BY.DRAW';
  return visitor ? 'QUEUE.PLACE_BY.VISITOR' : 'QUEUE.PLACE_BY.ARRIVAL';
}

function Place({ place }: { place: QueuePlace }) {
  const { t } = useTranslation();
  const { position, queueSize, startPosition } = place;
  const estimate = waitEstimate(place);
  const ahead = position - 1;
  return (
    <div className={styles.place}>
      <p className={styles.position}>{t('QUEUE.POSITION', { position })}</p>
      {ahead === 0 && <p className={styles.text}>{t('QUEUE.NEXT')}</p>}
      <ProgressBar
        label={t('QUEUE.PROGRESS')}
        value={startPosition - ahead}
        max={startPosition}
        valueText={ahead === 0 ? t('QUEUE.AHEAD_NONE') : t('QUEUE.AHEAD', { count: ahead })}
      />
      <DetailList
        emptyText=""
        items={[
          { id: 'size', term: t('QUEUE.QUEUE_SIZE'), value: t('QUEUE.PEOPLE', { count: queueSize }) },
          { id: 'wait', term: t('QUEUE.WAIT.LABEL'), value: t(estimate.key, 'count' in estimate ? { count: estimate.count } : {}) },
        ]}
      />
    </div>
  );
}

/** Shows `title` in the browser tab while mounted, then gives the page its title back. */
function useTabTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = `${title} · ${previous}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
