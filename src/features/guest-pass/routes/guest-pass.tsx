import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { registerOfflineApp } from '../../../lib/offline-app';
import { useRotatingTicketQr } from '../../../lib/ticket-qr';
import { useOnline } from '../../../lib/use-online';
import { GuestPassView } from '../components/GuestPassView';
import { useGuestPass } from '../use-guest-pass';

/**
 * /invitado/:token: a guest's pass, opened from the member's link with no account and kept on the
 * phone for use without a network. The link is the pass: no request from this page names it in a
 * Referer (the meta below, hoisted into the head while the page is open).
 */
export function Component() {
  const token = useParams().token ?? '';
  const { state, retry } = useGuestPass(token);
  const live = state.status === 'live' ? state.pass : null;
  const [ticketId, secret, day] = [live?.ticketId, live?.secret, live?.game.day];
  // One code source while the pass stays the same: another look at the server does not redraw the code.
  const source = useMemo(() => (ticketId && secret && day ? { id: ticketId, secret, game: { day } } : null), [ticketId, secret, day]);
  const qr = useRotatingTicketQr(source);
  const online = useOnline();
  useEffect(() => void registerOfflineApp(), []);
  return (
    <>
      <meta name="referrer" content="no-referrer" />
      <GuestPassView state={state} qr={qr} online={online} onRetry={retry} />
    </>
  );
}
