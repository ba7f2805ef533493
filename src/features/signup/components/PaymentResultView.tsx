import { useTranslation } from 'react-i18next';
import { signupEndpoints, type SignupOrder } from '../../../api/signup';
import { callPath } from '../../../lib/call';
import { environment } from '../../../lib/config';
import { formatEuros } from '../../../lib/format';
import { ButtonLink, Panel } from '../../../ui';
import { CashNextSteps, PaidNextSteps } from './NextSteps';
import { Notice } from './Notice';
import { OrderSummary } from './OrderSummary';

export interface PaymentResultViewProps {
  order: SignupOrder;
  /** Read the order again (the provider's answer may still be on its way). */
  onReload: () => void;
  /** Choose again: back to the pass, with everything typed kept. */
  onStartAgain: () => void;
  /** Where the new member goes once done. */
  onDone: () => void;
}

/**
 * Where the payment provider sends the browser back (and where a cash reservation lands): the
 * order's status on the server decides what is said, whichever address it came back to.
 */
export function PaymentResultView({ order, onReload, onStartAgain, onDone }: PaymentResultViewProps) {
  const { t, i18n } = useTranslation();
  switch (order.status) {
    case 'PAID':
      return (
        <>
          <Notice tone="success" title={t('SIGNUP.RESULT.PAID_TITLE')} text={t('SIGNUP.RESULT.PAID_TEXT', { count: order.people.length })} />
          <PaidNextSteps order={order} />
          <Panel title={t('SIGNUP.RESULT.PASSES')}>
            <OrderSummary order={order} />
            {/* A file from the API (the session cookie goes with it), saved rather than opened. */}
            <div>
              <ButtonLink variant="secondary" href={`${environment.apiPrefix}${callPath(signupEndpoints.passCard, { params: { id: order.id } })}`} download>
                {t('SIGNUP.RESULT.DOWNLOAD_PASS', { count: order.people.length })}
              </ButtonLink>
            </div>
          </Panel>
          <Notice tone="info" text={t('SIGNUP.RESULT.MAIL_SENT')} action={{ label: t('SIGNUP.RESULT.TO_PROFILE'), onClick: onDone }} />
        </>
      );
    case 'AWAITING_CASH':
      return (
        <>
          <Notice tone="success" title={t('SIGNUP.RESULT.CASH_TITLE')} text={t('SIGNUP.RESULT.CASH_TEXT', { total: formatEuros(order.total, i18n.language) })} />
          <CashNextSteps order={order} />
          <Panel title={t('SIGNUP.RESULT.PASSES')}>
            <OrderSummary order={order} />
          </Panel>
        </>
      );
    case 'PENDING_PAYMENT':
      return <Notice tone="info" title={t('SIGNUP.RESULT.PENDING_TITLE')} text={t('SIGNUP.RESULT.PENDING_TEXT')} action={{ label: t('SIGNUP.RESULT.CHECK_AGAIN'), onClick: onReload }} />;
    case 'REFUND_PENDING':
      return <Notice tone="warning" title={t('SIGNUP.RESULT.REFUND_TITLE')} text={t('SIGNUP.RESULT.REFUND_TEXT')} action={{ label: t('SIGNUP.RESULT.CHOOSE_AGAIN'), onClick: onStartAgain }} />;
    case 'FAILED':
      return <Notice tone="error" title={t('SIGNUP.RESULT.DECLINED_TITLE')} text={t('SIGNUP.RESULT.DECLINED_TEXT')} action={{ label: t('SIGNUP.RESULT.CHOOSE_AGAIN'), onClick: onStartAgain }} />;
    default:
      return <Notice tone="warning" title={t('SIGNUP.HOLD.EXPIRED_TITLE')} text={t('SIGNUP.HOLD.EXPIRED_TEXT')} action={{ label: t('SIGNUP.HOLD.START_AGAIN'), onClick: onStartAgain }} />;
  }
}
