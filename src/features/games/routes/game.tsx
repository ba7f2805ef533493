import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { gamesEndpoints } from '../../../api/games';
import { call } from '../../../lib/call';
import { answered } from '../../../lib/outcome';
import { GamePageView, type GamePageState } from '../components/GamePageView';

type LoadedState = Exclude<GamePageState, { status: 'loading' }>;

/** The address's game id; null when it cannot name one (the page then says there is no such game). */
const gameIdOf = (param: string | undefined): number | null => (param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null);

/**
 * GET games/:id, on every navigation. A loader (not a data hook) so that the page the server sends
 * complete (server/http/games-page.ts) hydrates with the very data it was written from.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<LoadedState> {
  const id = gameIdOf(params.id);
  if (id === null) return { status: 'not-found' };
  try {
    return { status: 'loaded', game: await call(gamesEndpoints.game, { params: { id } }) };
  } catch (error) {
    return answered(error, 404) || answered(error, 400) ? { status: 'not-found' } : { status: 'error' };
  }
}

/** /partidos/:id: one game, its prices and the way to its tickets. */
export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [now] = useState(() => Date.now());
  const state: GamePageState = revalidator.state === 'loading' && loaded.status === 'error' ? { status: 'loading' } : loaded;
  return <GamePageView state={state} now={now} onRetry={() => void revalidator.revalidate()} />;
}

export function HydrateFallback() {
  return <GamePageView state={{ status: 'loading' }} now={0} onRetry={() => undefined} />;
}
