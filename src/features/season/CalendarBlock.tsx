import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../ui';
import { renewCalendarFeed, useCalendarFeed } from './api';
import { copyText } from './clipboard';
import { CalendarBlockView, type CalendarFeedLoad } from './components/CalendarBlockView';
import { renewOutcome } from './errors';
import { gamesFeedLinks, memberFeedLinks } from './links';

/** The calendar block: the public games feed and the member's private feed, which they may renew. */
export function CalendarBlock() {
  const { t } = useTranslation();
  const { data, error, mutate } = useCalendarFeed();
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [renewError, setRenewError] = useState<string | null>(null);
  const origin = window.location.origin;
  const feed: CalendarFeedLoad = data ? { status: 'ready', links: memberFeedLinks(origin, data.token) } : error ? { status: 'failed' } : { status: 'loading' };

  async function renew() {
    const sure = await confirm({
      title: t('SEASON.CALENDAR.RENEW_TITLE'),
      text: t('SEASON.CALENDAR.RENEW_TEXT'),
      confirmText: t('SEASON.CALENDAR.RENEW_CONFIRM'),
      cancelText: t('SEASON.CALENDAR.RENEW_KEEP'),
    });
    if (!sure) return;
    setRenewing(true);
    setRenewError(null);
    setCopied(null);
    try {
      const renewed = await renewCalendarFeed();
      await mutate(renewed, { revalidate: false });
    } catch (failure) {
      setRenewError(t(renewOutcome(failure)));
    } finally {
      setRenewing(false);
    }
  }

  return (
    <CalendarBlockView
      games={gamesFeedLinks(origin)}
      feed={feed}
      onRetry={() => void mutate()}
      copied={copied}
      onCopy={() => {
        if (feed.status === 'ready') void copyText(feed.links.https).then((done) => setCopied(done ? 'done' : 'failed'));
      }}
      onRenew={() => void renew()}
      renewing={renewing}
      renewError={renewError}
    />
  );
}
