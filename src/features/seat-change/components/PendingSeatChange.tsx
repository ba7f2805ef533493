import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { refreshSessionUser } from '../../../lib/session';
import { confirm, InlineAlert, Panel } from '../../../ui';
import { cancelPendingPayment, usePendingPaymentChange } from '../api';
import { PendingPaymentPanel } from './PendingPaymentPanel';
import { cancelOutcome, pendingPaymentOutcome } from '../errors';

/**
 * The partner's seat change waiting for payment, on their profile (spec §2, §4 "Cancelling a
 * pending-payment change returns to the profile"): nothing when there is none; the §8 alert with a
 * retry when it cannot be read; cancel with a confirm, then a notice where the panel was.
 */
export function PendingSeatChange({ user }: { user: User }) {
  const { t } = useTranslation();
  const { data: change, error, mutate } = usePendingPaymentChange(user.partner !== null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string>();
  /** Once the change is gone: why (cancelled here, or already gone), said where the panel was. */
  const [gone, setGone] = useState<{ message: string; tone: 'success' | 'info' }>();
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (gone) notice.current?.focus();
  }, [gone]);

  if (gone && !change) {
    return (
      <div ref={notice} tabIndex={-1}>
        <Panel title={t('SEAT_CHANGE.PENDING.TITLE')}>
          <InlineAlert tone={gone.tone}>{t(gone.message)}</InlineAlert>
        </Panel>
      </div>
    );
  }
  if (error && pendingPaymentOutcome(error)?.retry) return <PendingPaymentPanel state="failed" onRetry={() => void mutate()} />;
  if (!change) return null;

  async function onCancel(id: number) {
    const sure = await confirm({
      title: t('SEAT_CHANGE.PENDING.CONFIRM_TITLE'),
      text: t('SEAT_CHANGE.PENDING.CONFIRM_TEXT'),
      confirmText: t('SEAT_CHANGE.PENDING.CONFIRM'),
      cancelText: t('SEAT_CHANGE.PENDING.KEEP'),
    });
    if (!sure) return;
    setCancelling(true);
    setCancelError(undefined);
    try {
      await cancelPendingPayment(id);
      setGone({ message: 'SEAT_CHANGE.PENDING.CANCELLED', tone: 'success' });
      await refreshSessionUser();
    } catch (failure) {
      const outcome = cancelOutcome(failure);
      if (outcome.gone) setGone({ message: outcome.message, tone: 'info' });
      else setCancelError(outcome.message);
    } finally {
      setCancelling(false);
    }
  }

  return <PendingPaymentPanel state="pending" change={change} cancelling={cancelling} error={cancelError} onCancel={() => void onCancel(change.id)} />;
}
