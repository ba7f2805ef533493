import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS, appLink } from '../../../api/app-paths';
import type { GameDetail } from '../../../api/games';
import { formatEuros } from '../../../lib/format';
import { Button, buttonClass, InlineAlert, Page, Spinner } from '../../../ui';
import { saleStatusOf } from '../../../api/game-time';
import { GameWhen } from './GameWhen';
import { SaleBadge } from './SaleBadge';
import * as styles from './games.css';

export type GamePageState = { status: 'loading' } | { status: 'error' } | { status: 'not-found' } | { status: 'loaded'; game: GameDetail };

export interface GamePageViewProps {
  state: GamePageState;
  /** The reader's clock (ms): tells a played game from one to come. */
  now: number;
  onRetry: () => void;
}

/** /partidos/:id: a game with its sale, its ticket prices by area and, while on sale, the way to buy. */
export function GamePageView({ state, now, onRetry }: GamePageViewProps) {
  const { t, i18n } = useTranslation();
  const backToGames = <Link to={APP_PATHS.games}>{t('GAMES.TO_LIST')}</Link>;
  if (state.status !== 'loaded') {
    const title = state.status === 'not-found' ? t('GAMES.GAME.NOT_FOUND') : t('GAMES.GAME.TITLE');
    return (
      <Page title={title} width="wide">
        <title>{`${title} · ${t('CLUB.NAME')}`}</title>
        {state.status === 'loading' && <Spinner text={t('GAMES.GAME.LOADING')} />}
        {state.status === 'error' && (
          <InlineAlert tone="error" title={t('GAMES.ERRORS.LOAD_GAME')}>
            <Button variant="link" onClick={onRetry}>
              {t('GAMES.RETRY')}
            </Button>
          </InlineAlert>
        )}
        {state.status === 'not-found' && (
          <InlineAlert tone="info" live={false}>
            {t('GAMES.GAME.NOT_FOUND_TEXT')} {backToGames}
          </InlineAlert>
        )}
      </Page>
    );
  }
  const { game } = state;
  const status = saleStatusOf(game, now);
  const title = t('GAMES.GAME.VERSUS', { opponent: game.opponent });
  return (
    <Page title={title} intro={t(`GATE.COMPETITIONS.${game.competition}`)} width="wide">
      <title>{`${title} · ${t('CLUB.NAME')}`}</title>
      <div className={styles.stack}>
        <GameWhen startsAt={game.startsAt} />
        <SaleBadge status={status} />
        {status.kind === 'open' && (
          <div className={styles.actions}>
            <Link className={buttonClass({ variant: 'primary' })} to={appLink(APP_PATHS.ticketPurchase, { id: game.id })}>
              {t('GAMES.GAME.BUY')}
            </Link>
            <p className={styles.note}>{t('GAMES.GAME.MAX_TICKETS', { count: game.maxTickets })}</p>
          </div>
        )}
        {game.prices.length > 0 && (
          <section className={styles.stack} aria-labelledby="game-prices">
            <h2 id="game-prices" className={styles.heading}>
              {t('GAMES.GAME.PRICES')}
            </h2>
            <table className={styles.prices}>
              <thead>
                <tr>
                  <th scope="col">{t('GAMES.GAME.AREA')}</th>
                  <th scope="col">{t('GAMES.GAME.PRICE')}</th>
                </tr>
              </thead>
              <tbody>
                {game.prices.map((price) => (
                  <tr key={price.areaId}>
                    <th scope="row">{price.areaName}</th>
                    <td>{formatEuros(price.price, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <p>{backToGames}</p>
      </div>
    </Page>
  );
}
