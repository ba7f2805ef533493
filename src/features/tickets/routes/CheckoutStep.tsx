import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PaymentMethod } from '../../../api/config';
import type { TicketOrder } from '../../../api/tickets';
import { safePaymentUrl } from '../../../lib/safe-redirect';
import { useServerConfig } from '../../../lib/server-config';
import { Spinner } from '../../../ui';
import { startTicketPayment } from '../api';
import { PurchaseNotice } from '../components/PurchaseNotice';
import { TicketCheckoutView } from '../components/TicketCheckoutView';
import { purchaseOutcome } from '../errors';
import { purchasePath } from '../paths';
import { useStartAgain } from './use-start-again';

interface CheckoutStepProps {
  order: TicketOrder;
  gameId: number;
  onExpired: () => void;
}

/**
 * The payment step: posts the payment and sends the browser to the transaction URL, but only to
 * the configured provider's origin (never where a tampered answer points).
 */
export function CheckoutStep({ order, gameId, onExpired }: CheckoutStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useServerConfig();
  const [chosen, setChosen] = useState<PaymentMethod>();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();
  const startAgain = useStartAgain(gameId, () => undefined);

  if (config.isLoading) return <Spinner text={t('TICKETS.BUY.LOADING')} />;
  if (config.error || !config.data) return <PurchaseNotice kind="load-failed" onAction={() => void config.mutate()} />;
  const { methods, providerOrigin } = config.data.payments;
  const method = chosen ?? methods[0];

  async function pay() {
    if (!method) return;
    setPaying(true);
    setError(undefined);
    try {
      const url = safePaymentUrl(await startTicketPayment(order.id, method), providerOrigin);
      if (url) return window.location.assign(url);
      setError(t('TICKETS.ERRORS.PAYMENT'));
    } catch (failure) {
      const outcome = purchaseOutcome(failure);
      if (outcome.startAgain) return onExpired();
      setError(t(outcome.message));
    }
    setPaying(false);
  }

  return (
    <TicketCheckoutView
      order={order}
      methods={methods}
      method={method}
      onMethodChange={setChosen}
      paying={paying || startAgain.busy}
      error={error ?? startAgain.message}
      onPay={() => void pay()}
      onChangeSeats={() => void navigate(purchasePath(gameId))}
      onCancel={() => void startAgain.cancel(order.id)}
    />
  );
}
