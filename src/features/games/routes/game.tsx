import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { answered } from '../../../lib/outcome';
import { useGameDetail } from '../api';
import { GamePageView, type GamePageState } from '../components/GamePageView';

/** The address's game id; null when it cannot name one (the page then says there is no such game). */
const gameIdOf = (param: string | undefined): number | null => (param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null);

/** /partidos/:id: one game, its prices and the way to its tickets. */
export function Component() {
  const id = gameIdOf(useParams().id);
  const { data, error, isLoading, mutate } = useGameDetail(id);
  const [now] = useState(() => Date.now());
  const state: GamePageState =
    id === null || answered(error, 404) || answered(error, 400)
      ? { status: 'not-found' }
      : isLoading
        ? { status: 'loading' }
        : error || !data
          ? { status: 'error' }
          : { status: 'loaded', game: data };
  return <GamePageView state={state} now={now} onRetry={() => void mutate()} />;
}
