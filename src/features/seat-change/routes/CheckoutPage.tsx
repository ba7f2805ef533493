import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import type { PaymentMethod } from '../../../api/config';
import { safePaymentUrl } from '../../../lib/safe-redirect';
import { useServerConfig } from '../../../lib/server-config';
import { Spinner } from '../../../ui';
import { startPayment } from '../api';
import { CheckoutView } from '../components/CheckoutView';
import { LoadFailed } from '../components/LoadFailed';
import { SeatChangeFrame } from '../components/SeatChangeFrame';
import { paymentOutcome } from '../errors';
import { PARTNER_PROFILE_PATH, resumePath } from '../paths';
import { CancelChange } from '../components/CancelChange';
import { useSeatChangeFlow } from '../useSeatChangeFlow';

/**
 * `/abonado/cambio-asiento/checkout` (spec §2, §5 "Checkout"): a confirmed change with partners,
 * else the profile with the checkout alert. Pay posts the payment and sends the browser to the
 * transaction URL, but only to the configured provider's origin (never where a tampered answer
 * points).
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useSeatChangeFlow();
  const config = useServerConfig();
  const [chosen, setChosen] = useState<PaymentMethod>();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();
  const change = flow.change;
  const ready = change ? change.steps.thirdStep && change.partners.length > 0 : false;
  const { toProfile } = flow;

  useEffect(() => {
    if (change && !ready) toProfile('SEAT_CHANGE.ERRORS.CHECKOUT', 'alert');
  }, [change, ready, toProfile]);

  if (flow.isLoading || config.isLoading) return <Spinner text={t('SEAT_CHANGE.LOADING')} />;
  if (flow.error) return <LoadFailed error={flow.error} onRetry={() => void flow.mutate()} />;
  if (config.error || !config.data) return <LoadFailed error={config.error} onRetry={() => void config.mutate()} />;
  if (!change) return <Navigate to={PARTNER_PROFILE_PATH} replace />;
  if (!ready) return null;
  const { methods, providerOrigin } = config.data.payments;
  const method = chosen ?? methods[0];
  const session = change.session;

  async function pay() {
    if (!method) return;
    setPaying(true);
    setError(undefined);
    try {
      const url = safePaymentUrl(await startPayment(session, method), providerOrigin);
      if (url) return window.location.assign(url);
      setError('SEAT_CHANGE.ERRORS.PAYMENT');
    } catch (failure) {
      const outcome = paymentOutcome(failure);
      if (await flow.follow(outcome)) setError(outcome.message);
    }
    setPaying(false);
  }

  return (
    <SeatChangeFrame title={t('SEAT_CHANGE.CHECKOUT.TITLE')} step={3} onExpire={() => void flow.expire()}>
      <CheckoutView
        change={change}
        methods={methods}
        method={method}
        onMethodChange={setChosen}
        paying={paying}
        error={error}
        onPay={() => void pay()}
        onChangeSeats={() => navigate(resumePath(change))}
      />
      <CancelChange session={session} />
    </SeatChangeFrame>
  );
}
