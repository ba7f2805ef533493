import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BestSeatsControls } from '../../../lib/seat-picks';
import { Button, InlineAlert, Spinner } from '../../../ui';
import { describeProposal } from '../proposal-words';
import * as styles from './seat-change.css';

interface BestSeatsPanelProps {
  best: BestSeatsControls;
  /** How many people need a seat. */
  count: number;
  /** The area asked about; null on the area list (the server chooses the area). */
  areaId: number | null;
  areaName: (areaId: number) => string;
}

/**
 * "Best seats together": the button, then the proposal the server already holds, in words, with
 * accept or change; or, when none is possible, the ways on. The proposal's heading takes the
 * focus when it arrives, so a screen reader reads it and the keyboard is next to its actions.
 */
export function BestSeatsPanel({ best, count, areaId, areaName }: BestSeatsPanelProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const wordsId = useId();
  const { proposal } = best;
  useEffect(() => {
    if (proposal) heading.current?.focus();
  }, [proposal]);

  const none = best.onlyWheelchair ? 'NONE_WHEELCHAIR' : areaId === null ? 'NONE_ANY' : 'NONE_AREA';
  // The words stay one live region whatever is shown, so a proposal arriving on this screen is
  // read out; the heading names them too, for a proposal that opened the screen.
  return (
    <section className={styles.summary} aria-labelledby={proposal ? titleId : undefined}>
      {proposal && (
        <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.focusTarget} aria-describedby={wordsId}>
          {t('SEAT_CHANGE.BEST.TITLE')}
        </h3>
      )}
      <p id={wordsId} className={styles.liveWords} role="status">
        {proposal ? describeProposal(proposal, areaName(proposal.areaId), t) : ''}
      </p>
      {proposal ? (
        <>
          <p className={styles.muted}>{t('SEAT_CHANGE.BEST.HELD')}</p>
          <div className={styles.actions}>
            <Button onClick={best.onAccept}>{t('SEAT_CHANGE.BEST.ACCEPT')}</Button>
            <Button variant="secondary" onClick={best.onChange}>
              {t('SEAT_CHANGE.BEST.CHANGE')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('SEAT_CHANGE.BEST.FIND_HINT')}</p>
          <div className={styles.actions}>
            {best.finding ? <Spinner text={t('SEAT_CHANGE.BEST.FINDING')} /> : <Button onClick={best.onFind}>{t('SEAT_CHANGE.BEST.FIND', { count })}</Button>}
          </div>
          {best.noneTogether && (
            <InlineAlert tone="warning" title={t('SEAT_CHANGE.BEST.NONE_TITLE')}>
              {t(`SEAT_CHANGE.BEST.${none}`)} {t('SEAT_CHANGE.BEST.NONE_WAYS')}
            </InlineAlert>
          )}
        </>
      )}
    </section>
  );
}
