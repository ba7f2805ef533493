import { useCredits } from './api';
import { CreditsPanelView, type CreditsLoad } from './components/CreditsPanelView';

/** The credit ledger on the partner's profile, read again every few seconds while it is on screen. */
export function CreditsPanel() {
  const { data, error, mutate } = useCredits();
  const load: CreditsLoad = data ? { status: 'ready', data, stale: error !== undefined } : error ? { status: 'failed' } : { status: 'loading' };
  return <CreditsPanelView load={load} onRetry={() => void mutate()} />;
}
