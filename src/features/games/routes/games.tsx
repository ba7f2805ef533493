import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { gamesEndpoints } from '../../../api/games';
import { call } from '../../../lib/call';
import { GamesListView, type GamesListState } from '../components/GamesListView';

type LoadedState = Exclude<GamesListState, { status: 'loading' }>;

/**
 * GET games, on every navigation. A loader (not a data hook) so that the page the server sends
 * complete (server/http/games-page.ts) hydrates with the very data it was written from.
 */
export async function loader(): Promise<LoadedState> {
  try {
    return { status: 'loaded', ...(await call(gamesEndpoints.list)) };
  } catch {
    return { status: 'error' };
  }
}

/** /partidos: the season's home games. */
export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [now] = useState(() => Date.now());
  const state: GamesListState = revalidator.state === 'loading' && loaded.status === 'error' ? { status: 'loading' } : loaded;
  return <GamesListView state={state} now={now} onRetry={() => void revalidator.revalidate()} />;
}

export function HydrateFallback() {
  return <GamesListView state={{ status: 'loading' }} now={0} onRetry={() => undefined} />;
}
