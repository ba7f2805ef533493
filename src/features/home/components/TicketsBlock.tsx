import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS, appLink } from '../../../api/app-paths';
import { clubDate } from '../../../api/game-time';
import type { HomeTickets } from '../../../api/home';
import { gameName } from '../../../lib/game-words';
import { KeyFigure, KeyFigureList, SummaryCard } from '../../../ui';
import { cardState } from '../blocks';
import type { BlockProps } from './block-props';
import { renderRouterLink } from '../../../lib/router-link';
import * as styles from './Home.css';

/** Tickets for games to come, the first one a tap away; with none, the way to the games. */
export function TicketsBlock({ view, onRetry }: BlockProps<HomeTickets>) {
  const { t, i18n } = useTranslation();
  const tickets = view.state === 'ready' && view.value.upcoming > 0 ? view.value : null;
  // No ticket to come is the empty state.
  const state = cardState(view.state === 'ready' ? { state: 'ready', value: tickets } : view);
  return (
    <SummaryCard
      title={t('MEMBER_HOME.TICKETS.TITLE')}
      state={state}
      emptyText={t('MEMBER_HOME.TICKETS.EMPTY')}
      onRetry={onRetry}
      action={tickets ? { label: t('MEMBER_HOME.TICKETS.LINK'), href: APP_PATHS.tickets } : { label: t('MEMBER_HOME.TICKETS.GAMES'), href: APP_PATHS.games }}
      renderLink={renderRouterLink}
    >
      {tickets && (
        <div className={styles.stack}>
          <KeyFigureList>
            <KeyFigure label={t('MEMBER_HOME.TICKETS.UPCOMING')} value={String(tickets.upcoming)} />
          </KeyFigureList>
          {tickets.next && (
            <p className={styles.text}>
              <Link to={appLink(APP_PATHS.ticket, { id: tickets.next.id })}>
                {t('MEMBER_HOME.TICKETS.NEXT', { game: gameName(tickets.next.game, t), date: clubDate(tickets.next.game.startsAt, i18n.language) })}
              </Link>
            </p>
          )}
        </div>
      )}
    </SummaryCard>
  );
}
