import { useRenewal } from './api';
import { ChargeCheckFailed } from './components/ChargeCheckFailed';
import { ChargeFailedNotice } from './components/ChargeFailedNotice';
import { isNothingToRenew } from './errors';
import { failedCharges } from './rules';

/**
 * On the partner's profile: a renewal charge the bank refused, with the office's contact; a read
 * that failed, with a retry. Nothing when there is nothing to renew or nothing refused.
 */
export function RenewalChargeNotice() {
  const { data, error, mutate } = useRenewal();
  if (!data && error && !isNothingToRenew(error)) return <ChargeCheckFailed onRetry={() => void mutate()} />;
  const failed = data ? failedCharges(data.renewals) : [];
  const season = failed[0]?.renewal.season;
  if (!season) return null;
  const charges = failed.map(({ renewal, charge }) => ({ ...charge, name: renewal.people.find((person) => person.partnerId === charge.partnerId)?.name ?? '' }));
  return <ChargeFailedNotice charges={charges} season={season} />;
}
