import { APP_SECTIONS } from '../../../api/app-paths';
import { useMyTickets } from '../ticket-api';
import { TicketsListView, type TicketsListState } from '../components/TicketsListView';

/** /entradas: the buyer's tickets. */
export function Component() {
  const { data, error, isLoading, mutate } = useMyTickets();
  const state: TicketsListState = isLoading ? { status: 'loading' } : error || !data ? { status: 'error' } : { status: 'list', tickets: data };
  return <TicketsListView state={state} onRetry={() => void mutate()} gamesPath={APP_SECTIONS.games} />;
}
