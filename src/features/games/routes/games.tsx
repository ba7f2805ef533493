import { useState } from 'react';
import { useSeasonGames } from '../api';
import { GamesListView, type GamesListState } from '../components/GamesListView';

/** /partidos: the season's home games. */
export function Component() {
  const { data, error, isLoading, mutate } = useSeasonGames();
  const [now] = useState(() => Date.now());
  const state: GamesListState = isLoading ? { status: 'loading' } : error || !data ? { status: 'error' } : { status: 'loaded', ...data };
  return <GamesListView state={state} now={now} onRetry={() => void mutate()} />;
}
