import { useTranslation } from 'react-i18next';
import { QueueGate } from '../../features/queue';
import { AreaSelectionPage, CheckoutPage, SeatSelectionPage } from '../../features/seat-change';
import { useCurrentUser } from '../../lib/session';
import { Spinner } from '../../ui';

/**
 * The seat change's steps (spec §2); the route guard has checked the session and §5 already.
 * They are purchase routes: behind the queue when the tracker is on.
 */
export function Areas() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return <QueueGate>{user ? <AreaSelectionPage user={user} /> : <Spinner text={t('SEAT_CHANGE.LOADING')} />}</QueueGate>;
}

export function Seats() {
  return (
    <QueueGate>
      <SeatSelectionPage />
    </QueueGate>
  );
}

export function Checkout() {
  return (
    <QueueGate>
      <CheckoutPage />
    </QueueGate>
  );
}
