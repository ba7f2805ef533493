import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown, Spinner, type CountdownClock } from '../../../ui';
import * as styles from './queue.css';

/** Before the sale opens: when it opens and how many wait for it. */
export interface PreQueue {
  /** The opening, on `performance.now()`'s clock (from the server's seconds). */
  opensAt: number;
  /** People in the pre-queue, this member included. */
  waiting: number;
}

/**
 * The countdown to the opening (the kit's timer: not live, with a polite note at 5 and 1 minutes
 * left), then, until the draw's place arrives, that places are being drawn.
 */
export function OpeningCountdown({ preQueue, clock }: { preQueue: PreQueue; clock?: CountdownClock }) {
  const { t } = useTranslation();
  return (
    <div className={styles.place}>
      {/* Keyed by the opening: a new time heard from the server starts it afresh, a re-render does not. */}
      <UntilOpening key={preQueue.opensAt} opensAt={preQueue.opensAt} clock={clock} />
      <p className={styles.text}>{t('QUEUE.OPENING.WAITING', { count: preQueue.waiting })}</p>
    </div>
  );
}

function UntilOpening({ opensAt, clock }: { opensAt: number; clock?: CountdownClock }) {
  const { t } = useTranslation();
  const [seconds] = useState(() => Math.max(0, Math.round((opensAt - (clock ? clock.now() : performance.now())) / 1000)));
  const [opened, setOpened] = useState(seconds === 0);
  return opened ? (
    <Spinner text={t('QUEUE.OPENING.DRAWING')} />
  ) : (
    <Countdown seconds={seconds} label={t('QUEUE.OPENING.COUNTDOWN')} onExpire={() => setOpened(true)} clock={clock} />
  );
}
