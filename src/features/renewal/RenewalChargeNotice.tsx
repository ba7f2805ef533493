import { useRenewal } from './api';
import { ChargeFailedNotice } from './components/ChargeFailedNotice';
import { failedCharges } from './rules';

/** On the partner's profile: a renewal charge the bank refused, with the office's contact. Nothing otherwise. */
export function RenewalChargeNotice() {
  const { data } = useRenewal();
  const failed = data ? failedCharges(data.renewals) : [];
  const season = failed[0]?.renewal.season;
  if (!season) return null;
  const charges = failed.map(({ renewal, charge }) => ({ ...charge, name: renewal.people.find((person) => person.partnerId === charge.partnerId)?.name ?? '' }));
  return <ChargeFailedNotice charges={charges} season={season} />;
}
