import { useTranslation } from 'react-i18next';
import { Button, InlineAlert, Spinner } from '../../../ui';
import type { FeedLinks } from '../links';
import * as styles from './Season.css';

export type CalendarFeedLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; links: FeedLinks };

export interface CalendarBlockViewProps {
  /** The season's public games feed. */
  games: FeedLinks;
  /** The member's private feed. */
  feed: CalendarFeedLoad;
  onRetry: () => void;
  onCopy: () => void;
  copied: 'done' | 'failed' | null;
  onRenew: () => void;
  renewing: boolean;
  /** Why the last renewal failed (the old link still works). */
  renewError: string | null;
}

/** Subscribing a calendar app to the season's games, and to the member's own feed (seat and guests). */
export function CalendarBlockView({ games, feed, onRetry, onCopy, copied, onRenew, renewing, renewError }: CalendarBlockViewProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="season-calendar-heading" className={styles.block}>
      <h2 id="season-calendar-heading" className={styles.heading}>
        {t('SEASON.CALENDAR.TITLE')}
      </h2>
      <p className={styles.text}>{t('SEASON.CALENDAR.GAMES_TEXT')}</p>
      <div className={styles.actions}>
        <a className={styles.link} href={games.webcal}>
          {t('SEASON.CALENDAR.SUBSCRIBE')}
        </a>
        <a className={styles.link} href={games.https}>
          {t('SEASON.CALENDAR.DOWNLOAD')}
        </a>
      </div>
      <h3 className={styles.gameTitle}>{t('SEASON.CALENDAR.PRIVATE_TITLE')}</h3>
      <p className={styles.text}>{t('SEASON.CALENDAR.PRIVATE_TEXT')}</p>
      {feed.status === 'loading' ? (
        <Spinner text={t('SEASON.CALENDAR.LOADING')} />
      ) : feed.status === 'failed' ? (
        <InlineAlert tone="error" title={t('SEASON.CALENDAR.LOAD_FAILED')}>
          <Button size="small" variant="secondary" onClick={onRetry}>
            {t('GENERIC.RETRY')}
          </Button>
        </InlineAlert>
      ) : (
        <>
          <p className={`${styles.text} ${styles.link}`}>
            <code>{feed.links.https}</code>
          </p>
          <div className={styles.actions}>
            <Button size="small" onClick={onCopy}>
              {t('SEASON.COPY_LINK')}
            </Button>
            <a className={styles.link} href={feed.links.webcal}>
              {t('SEASON.CALENDAR.SUBSCRIBE_PRIVATE')}
            </a>
            <Button size="small" variant="secondary" onClick={onRenew} disabled={renewing}>
              {renewing ? t('SEASON.CALENDAR.RENEWING') : t('SEASON.CALENDAR.RENEW')}
            </Button>
          </div>
          <p role="status" className={styles.muted}>
            {copied === 'done' ? t('SEASON.COPIED') : copied === 'failed' ? t('SEASON.COPY_FAILED') : null}
          </p>
        </>
      )}
      {renewError && <InlineAlert tone="error">{renewError}</InlineAlert>}
    </section>
  );
}
