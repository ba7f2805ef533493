import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page, Spinner } from '../../../ui';
import { PaymentResultView } from '../components/PaymentResultView';
import { LoadFailed } from '../components/LoadFailed';
import { PROFILE_PATH } from '../components/NextSteps';
import { useSignupDraft } from '../draft';
import { useOpenOrder } from '../useOpenOrder';

/**
 * `/hazte-abonado/pago-abono-base/{success|error|pending-refund|estado}`: the member's latest
 * order and what its status means. A paid order ends the sign-up: the stored record is cleared,
 * so the next visit starts afresh.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useSignupDraft((state) => state.clear);
  const open = useOpenOrder();
  const paid = open.order?.status === 'PAID';
  useEffect(() => {
    if (paid) clear();
  }, [paid, clear]);

  const title = t(paid ? 'SIGNUP.RESULT.PAID_PAGE_TITLE' : 'SIGNUP.RESULT.TITLE');
  return (
    <Page title={title} width="wide" focusTitle>
      {open.isLoading ? (
        <Spinner text={t('SIGNUP.RESULT.LOADING')} />
      ) : open.error || !open.order ? (
        <LoadFailed message="SIGNUP.ERRORS.ORDER_LOAD" onRetry={() => void open.mutate()} />
      ) : (
        <PaymentResultView order={open.order} onReload={() => void open.mutate()} onStartAgain={open.startAgain} onDone={() => void navigate(PROFILE_PATH)} />
      )}
    </Page>
  );
}
