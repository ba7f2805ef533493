import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import type { SignupPaymentBody } from '../../../api/signup';
import { safePaymentUrl } from '../../../lib/safe-redirect';
import { useServerConfig } from '../../../lib/server-config';
import { Spinner } from '../../../ui';
import { startOrderPayment } from '../api';
import { HoldClock } from '../components/HoldClock';
import { HoldExpiredView } from '../components/HoldExpiredView';
import { LoadFailed } from '../components/LoadFailed';
import { Notice } from '../components/Notice';
import { PaymentView } from '../components/PaymentView';
import { SignupFrame } from '../components/SignupFrame';
import { useSignupDraft } from '../draft';
import { paymentOutcome } from '../errors';
import { HOME_PATH, SIGNUP_PATHS } from '../paths';
import { RESULT_PATH, useOpenOrder } from '../useOpenOrder';

/**
 * `/hazte-abonado/pago-abono-base`, step 3: the order with its seats, under its countdown, and
 * the payment. A card payment goes to the provider, but only on the configured provider's origin
 * (never where a tampered answer points); cash keeps the seats to pay at the office.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft } = useSignupDraft();
  const open = useOpenOrder();
  const config = useServerConfig();
  const [lapsed, setLapsed] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();
  const frame = (content: ReactNode, clock?: ReactNode) => (
    <SignupFrame title={t('SIGNUP.PAYMENT.TITLE')} hasFirstStep={draft.firstStep === true} clock={clock}>
      {content}
    </SignupFrame>
  );
  if (open.isLoading || config.isLoading) return frame(<Spinner text={t('SIGNUP.SEATS.LOADING_ORDER')} />);
  if (open.error) return frame(<LoadFailed message="SIGNUP.ERRORS.ORDER_LOAD" onRetry={() => void open.mutate()} />);
  if (config.error || !config.data) return frame(<LoadFailed message="SIGNUP.ERRORS.ORDER_LOAD" onRetry={() => void config.mutate()} />);
  if (open.settled) return <Navigate to={RESULT_PATH} replace />;
  const order = open.order;
  if (!order || order.status !== 'OPEN' || open.expired || lapsed) return frame(<HoldExpiredView onStartAgain={open.startAgain} />);
  const providerOrigin = config.data.payments.providerOrigin;
  const seated = order.people.every((person) => person.seat !== null);

  async function pay(body: SignupPaymentBody) {
    setPaying(true);
    setError(undefined);
    try {
      const { transaction } = await startOrderPayment(order!.id, body);
      if (transaction === null) return void navigate(RESULT_PATH);
      const url = safePaymentUrl(transaction, providerOrigin);
      if (url) return window.location.assign(url);
      setError(t('SIGNUP.ERRORS.PAYMENT'));
    } catch (failure) {
      const outcome = paymentOutcome(failure);
      if (outcome.toHome) return void navigate(HOME_PATH);
      if (outcome.expired || outcome.toPass) return setLapsed(true);
      setError(t(outcome.message));
    }
    setPaying(false);
  }

  return frame(
    seated ? (
      <PaymentView order={order} onPay={(body) => void pay(body)} paying={paying} error={error} onChangeSeats={() => void navigate(SIGNUP_PATHS.seatSelection)} />
    ) : (
      <Notice tone="info" text={t('SIGNUP.ERRORS.SEATS_MISSING')} action={{ label: t('SIGNUP.PAYMENT.CHOOSE_SEATS'), onClick: () => void navigate(SIGNUP_PATHS.seatSelection) }} />
    ),
    <HoldClock seconds={order.expiresIn} onExpire={() => setLapsed(true)} />,
  );
}
