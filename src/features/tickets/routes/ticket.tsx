import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import { registerOfflineApp } from '../../../lib/offline-app';
import { loginPathFor, useCurrentUser } from '../../../lib/session';
import { useRotatingTicketQr } from '../../../lib/ticket-qr';
import { useOnline } from '../../../lib/use-online';
import { ticketPdfUrl } from '../ticket-api';
import { TicketView } from '../components/TicketView';
import { useTicket } from '../use-ticket';

/** /entradas/:id: a game's ticket, kept on the device for use without a network once opened. */
export function Component() {
  const { pathname } = useLocation();
  const id = Number(useParams().id);
  const { data: user } = useCurrentUser();
  // Undefined while the session cannot be read (no network at the arena): the kept ticket shows.
  const userId = user === undefined ? undefined : (user?.id ?? null);
  const { state, retry } = useTicket(Number.isSafeInteger(id) && id > 0 ? id : 0, userId);
  const qr = useRotatingTicketQr(state.status === 'ticket' ? state.ticket : null);
  const online = useOnline();
  useEffect(() => void registerOfflineApp(), []);
  return <TicketView state={state} qr={qr} online={online} onRetry={retry} pdfUrl={ticketPdfUrl(id)} ticketsPath={APP_PATHS.tickets} loginPath={loginPathFor(pathname)} />;
}
