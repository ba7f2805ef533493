import { useTranslation } from 'react-i18next';
import { AreaSelectionPage, CheckoutPage, SeatSelectionPage } from '../../features/seat-change';
import { useCurrentUser } from '../../lib/session';
import { Spinner } from '../../ui';

/** The seat change's steps (spec §2); the route guard has checked the session and §5 already. */
export function Areas() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return user ? <AreaSelectionPage user={user} /> : <Spinner text={t('SEAT_CHANGE.LOADING')} />;
}

export function Seats() {
  return <SeatSelectionPage />;
}

export function Checkout() {
  return <CheckoutPage />;
}
