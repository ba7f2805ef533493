import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { loginPathFor, useCurrentUser } from '../../../lib/session';
import { useOnline } from '../../../lib/use-online';
import { CARD_PDF_URL } from '../api';
import { useRotatingCardQr } from '../rotating-code';
import { useMemberCard } from '../use-member-card';
import { useRenewSecret } from '../use-renew-secret';
import { MemberCardView } from './MemberCardView';
import { RenewSecretView } from './RenewSecretView';

/** The member's card, kept on the device for use without a network: its page, and the home on a game's day. */
export function MemberCardContainer({ embedded = false }: { embedded?: boolean }) {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  // Undefined while the session cannot be read (no network at the arena): the kept card shows.
  const userId = user === undefined ? undefined : (user?.id ?? null);
  const { state, retry, showSecret } = useMemberCard(!!user?.impersonator, userId);
  const renew = useRenewSecret(userId, showSecret);
  const qr = useRotatingCardQr(state.status === 'card' ? state.secret : null);
  const online = useOnline();
  // A re-login over the page (the same member or another) loads the card again.
  useEffect(() => {
    if (state.status === 'signed-out' && user) retry();
  }, [state.status, user, retry]);
  return (
    <MemberCardView
      state={state}
      qr={qr}
      online={online}
      onRetry={retry}
      onPrint={() => window.print()}
      pdfUrl={CARD_PDF_URL}
      loginPath={loginPathFor(pathname)}
      embedded={embedded}
      renew={<RenewSecretView status={renew.status} onAsk={renew.ask} onCancel={renew.cancel} onConfirm={() => void renew.confirm()} />}
    />
  );
}
