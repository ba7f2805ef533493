import { useEffect } from 'react';
import { registerOfflineApp } from '../../../lib/offline-app';
import { useCurrentUser } from '../../../lib/session';
import { CARD_PDF_URL } from '../api';
import { MemberCardView } from '../components/MemberCardView';
import { useRotatingCardQr } from '../rotating-code';
import { useMemberCard } from '../use-member-card';
import { useOnline } from '../use-online';

/** /abonado/carnet (beyond §7): the member's card, kept on the device for use without a network. */
export function Component() {
  const { data: user } = useCurrentUser();
  const { state, retry } = useMemberCard(!!user?.impersonator);
  const qr = useRotatingCardQr(state.status === 'card' ? state.secret : null);
  const online = useOnline();
  useEffect(() => void registerOfflineApp(), []);
  return <MemberCardView state={state} qr={qr} online={online} onRetry={retry} onPrint={() => window.print()} pdfUrl={CARD_PDF_URL} />;
}
