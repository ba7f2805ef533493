import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS, appLink } from '../../../api/app-paths';
import type { PublicGame } from '../../../api/games';
import { Button, InlineAlert, Page, Spinner } from '../../../ui';
import { saleStatusOf } from '../../../api/game-time';
import { GameWhen } from './GameWhen';
import { SaleBadge } from './SaleBadge';
import * as styles from './games.css';

export type GamesListState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; season: string; games: readonly PublicGame[] };

export interface GamesListViewProps {
  state: GamesListState;
  /** The reader's clock (ms): tells a played game from one to come. */
  now: number;
  onRetry: () => void;
}

/** /partidos: the season's home games by tip-off, each with its sale, each opening its page. */
export function GamesListView({ state, now, onRetry }: GamesListViewProps) {
  const { t } = useTranslation();
  const title = state.status === 'loaded' && state.season ? t('GAMES.LIST.TITLE_SEASON', { season: state.season }) : t('GAMES.LIST.TITLE');
  return (
    <Page title={title} intro={t('GAMES.LIST.INTRO')} width="wide">
      <title>{`${title} · ${t('CLUB.NAME')}`}</title>
      {state.status === 'loading' && <Spinner text={t('GAMES.LIST.LOADING')} />}
      {state.status === 'error' && (
        <InlineAlert tone="error" title={t('GAMES.ERRORS.LOAD')}>
          <Button variant="link" onClick={onRetry}>
            {t('GAMES.RETRY')}
          </Button>
        </InlineAlert>
      )}
      {state.status === 'loaded' && state.games.length === 0 && (
        <InlineAlert tone="info" live={false}>
          {t('GAMES.LIST.EMPTY')} <Link to={APP_PATHS.home}>{t('GAMES.TO_CAMPAIGN')}</Link>
        </InlineAlert>
      )}
      {state.status === 'loaded' && state.games.length > 0 && (
        <ul className={styles.list}>
          {state.games.map((game) => (
            <li key={game.id} className={styles.card}>
              <p className={styles.competition}>{t(`GATE.COMPETITIONS.${game.competition}`)}</p>
              <h2 className={styles.opponent}>
                <Link to={appLink(APP_PATHS.game, { id: game.id })}>{game.opponent}</Link>
              </h2>
              <GameWhen startsAt={game.startsAt} />
              <SaleBadge status={saleStatusOf(game, now)} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
