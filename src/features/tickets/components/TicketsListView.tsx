import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS, appLink } from '../../../api/app-paths';
import type { Ticket } from '../../../api/tickets';
import { Button, InlineAlert, Page, Spinner } from '../../../ui';
import { gameName, gameWhen, seatWords } from '../../../lib/game-words';
import * as styles from './tickets.css';

export type TicketsListState = { status: 'loading' } | { status: 'error' } | { status: 'list'; tickets: readonly Ticket[] };

export interface TicketsListViewProps {
  state: TicketsListState;
  onRetry: () => void;
  /** Where the season's games are, to buy one. */
  gamesPath: string;
}

/** /entradas: the buyer's tickets, the next game first, each opening its ticket. */
export function TicketsListView({ state, onRetry, gamesPath }: TicketsListViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <Page title={t('TICKETS.LIST.TITLE')} width="wide">
      {state.status === 'loading' && <Spinner text={t('TICKETS.LIST.LOADING')} />}
      {state.status === 'error' && (
        <InlineAlert tone="error">
          {t('TICKETS.ERRORS.CONNECTION')}{' '}
          <Button variant="link" onClick={onRetry}>
            {t('TICKETS.RETRY')}
          </Button>
        </InlineAlert>
      )}
      {state.status === 'list' && state.tickets.length === 0 && (
        <InlineAlert tone="info" live={false}>
          {t('TICKETS.LIST.EMPTY')} <Link to={gamesPath}>{t('TICKETS.LIST.TO_GAMES')}</Link>
        </InlineAlert>
      )}
      {state.status === 'list' && state.tickets.length > 0 && (
        <ul className={styles.list}>
          {[...state.tickets]
            .sort((a, b) => a.game.startsAt.localeCompare(b.game.startsAt) || a.id - b.id)
            .map((ticket) => (
              <li key={ticket.id} className={styles.listItem}>
                <div>
                  <p className={styles.text}>
                    <Link to={appLink(APP_PATHS.ticket, { id: ticket.id })}>{gameName(ticket.game, t)}</Link>
                  </p>
                  <p className={styles.note}>{gameWhen(ticket.game, i18n.language)}</p>
                </div>
                <p className={styles.text}>{seatWords(ticket.seat, t)}</p>
              </li>
            ))}
        </ul>
      )}
    </Page>
  );
}
