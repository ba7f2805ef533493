import { useState } from 'react';
import type { RenewBody } from '../../api/renewal';
import { safePaymentUrl } from '../../lib/safe-redirect';
import { useServerConfig } from '../../lib/server-config';
import { renew, useRenewal } from './api';
import type { RenewalLoad, RenewalViewProps } from './components/RenewalView';
import { isNothingToRenew, PAYMENT_START_FAILED, renewOutcome, type RenewOutcome } from './errors';
import { nothingToRenew } from './rules';

/**
 * The renewal page's state. A card renewal sends the browser to the payment provider, and only to
 * the configured provider's origin; a debited one shows its record at once.
 */
export function useRenewalPage(): RenewalViewProps {
  const { data, error, mutate } = useRenewal();
  const config = useServerConfig();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<RenewOutcome | null>(null);
  const [madeId, setMadeId] = useState<number | null>(null);

  const load: RenewalLoad = data
    ? nothingToRenew(data)
      ? { status: 'nothing' }
      : { status: 'ready', data }
    : isNothingToRenew(error)
      ? { status: 'nothing' }
      : error
        ? { status: 'failed' }
        : { status: 'loading' };

  async function onRenew(body: RenewBody) {
    setSubmitting(true);
    setFailure(null);
    try {
      const { renewal, transaction } = await renew(body);
      if (body.option === 'CARD') {
        const providerOrigin = config.data?.payments.providerOrigin;
        const url = providerOrigin ? safePaymentUrl(transaction, providerOrigin) : null;
        if (url) return window.location.assign(url);
        setFailure(PAYMENT_START_FAILED);
      } else {
        setMadeId(renewal.id);
      }
      await mutate();
    } catch (refusal) {
      const outcome = renewOutcome(refusal);
      setFailure(outcome);
      if (outcome.reload) await mutate();
    }
    setSubmitting(false);
  }

  return {
    load,
    onRetry: () => void mutate(),
    onRenew: (body) => void onRenew(body),
    submitting,
    error: failure,
    madeId,
  };
}
