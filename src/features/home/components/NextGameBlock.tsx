import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS, appLink } from '../../../api/app-paths';
import { clubDate, clubTime } from '../../../api/game-time';
import type { HomeNextGame } from '../../../api/home';
import { formatEuros } from '../../../lib/format';
import { gameName } from '../../../lib/game-words';
import { NextEventCard, SummaryCard, buttonClass } from '../../../ui';
import { cardState } from '../blocks';
import type { BlockProps } from './block-props';
import { renderRouterLink } from '../../../lib/router-link';
import * as styles from './Home.css';

/**
 * The next home game: when and against whom, the partner's seat with the card one tap away and
 * what they may still do with it; anyone else buys tickets. On the game's day it stands out.
 */
export function NextGameBlock({ view, onRetry }: BlockProps<HomeNextGame | null>) {
  const { t, i18n } = useTranslation();
  const title = t('MEMBER_HOME.NEXT_GAME.TITLE');
  if (view.state !== 'ready' || view.value === null) {
    return (
      <SummaryCard
        title={title}
        state={cardState(view)}
        emptyText={t('MEMBER_HOME.NEXT_GAME.EMPTY')}
        onRetry={onRetry}
        action={{ label: t('MEMBER_HOME.NEXT_GAME.CALENDAR'), href: APP_PATHS.games }}
        renderLink={renderRouterLink}
      />
    );
  }
  const { game, today, mine } = view.value;
  const language = i18n.language;
  const when = t('GAMES.WHEN', { date: clubDate(game.startsAt, language), time: clubTime(game.startsAt, language) });
  const common = {
    eyebrow: today ? t('MEMBER_HOME.NEXT_GAME.TODAY') : title,
    title: gameName(game, t),
    dateTime: game.startsAt,
    when,
    renderLink: renderRouterLink,
    emphasis: today ? ('today' as const) : ('default' as const),
  };
  if (!mine) {
    return <NextEventCard {...common} primaryAction={{ label: t('MEMBER_HOME.NEXT_GAME.BUY'), href: appLink(APP_PATHS.ticketPurchase, { id: game.id }) }} />;
  }
  const released = mine.release && mine.release.status !== 'TAKEN_BACK' ? mine.release : null;
  const guest = mine.guest?.status === 'GIVEN' ? mine.guest : null;
  // A gate's download ends giving the seat away; releasing it goes on until the deadline.
  const stillMine = !released && !guest;
  const mayRelease = stillMine && mine.mayRelease;
  const mayGive = stillMine && mine.open && mine.guests.used < mine.guests.max;
  const deadline = { date: clubDate(mine.deadline, language), time: clubTime(mine.deadline, language) };
  return (
    <NextEventCard
      {...common}
      details={[
        { term: t('MEMBER_HOME.SEAT.SECTOR'), value: mine.seat.sector },
        { term: t('MEMBER_HOME.SEAT.ROW'), value: String(mine.seat.row) },
        { term: t('MEMBER_HOME.SEAT.SEAT'), value: String(mine.seat.number) },
      ]}
      primaryAction={{ label: t('MEMBER_HOME.NEXT_GAME.CARD'), href: APP_PATHS.memberCard }}
      note={mayGive ? t('MEMBER_HOME.NEXT_GAME.DEADLINE', deadline) : mayRelease ? t('MEMBER_HOME.NEXT_GAME.RELEASE_DEADLINE', deadline) : undefined}
    >
      {released && (
        <p className={styles.status}>
          {released.status === 'SOLD'
            ? t('SEASON.STATUS.RELEASED_SOLD', { credit: formatEuros(released.credit, language) })
            : t('MEMBER_HOME.NEXT_GAME.RELEASED', { credit: formatEuros(released.credit, language) })}
        </p>
      )}
      {guest && <p className={styles.status}>{t('MEMBER_HOME.NEXT_GAME.GIVEN', { name: guest.guestName })}</p>}
      {(mayRelease || mayGive) && (
        <div className={styles.actions}>
          {mayRelease && (
            <Link to={APP_PATHS.seatRelease} className={buttonClass({ variant: 'secondary' })}>
              {t('SEASON.GAME.RELEASE')}
            </Link>
          )}
          {mayGive && (
            <Link to={APP_PATHS.memberSeason} className={buttonClass({ variant: 'secondary' })}>
              {t('MEMBER_HOME.NEXT_GAME.GIVE')}
            </Link>
          )}
        </div>
      )}
    </NextEventCard>
  );
}
