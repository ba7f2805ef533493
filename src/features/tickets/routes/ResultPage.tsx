import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { APP_PATHS, appLink } from '../../../api/app-paths';
import { judged } from '../../../lib/outcome';
import { Spinner } from '../../../ui';
import { useLatestTicketOrder } from '../api';
import { TICKET_RESULTS, TicketResultView, ticketResultOf } from '../components/TicketResultView';

/** How often a result page asks again while the provider has not told the server. */
const WAITING_REFRESH_MS = 3000;

export interface ResultPageProps {
  /** The not-found page, the app's; `onRetry` when the answer may come on a new try. */
  renderNotFound: (onRetry?: () => void) => ReactNode;
}

/**
 * `/partidos/entradas/resultado/{success|error|pending-refund}`, where the payment provider sends
 * the browser back. It reads the buyer's latest order: its status decides what is said, whichever
 * address the browser came back to; while the provider has not told the server, it asks again.
 */
export function ResultPage({ renderNotFound }: ResultPageProps) {
  const { t } = useTranslation();
  const { result: address } = useParams();
  const known = TICKET_RESULTS.some((result) => result === address);
  const latest = useLatestTicketOrder(known, WAITING_REFRESH_MS);
  const order = latest.data ?? null;
  const result = order && ticketResultOf(order);
  if (!known) return renderNotFound();
  if (latest.isLoading) return <Spinner text={t('TICKETS.RESULT.LOADING')} />;
  if (latest.error) return renderNotFound(judged(latest.error) ? undefined : () => void latest.mutate());
  if (!order || !result) return renderNotFound();
  return <TicketResultView order={order} result={result} purchasePath={appLink(APP_PATHS.ticketPurchase, { id: order.game.id })} />;
}
