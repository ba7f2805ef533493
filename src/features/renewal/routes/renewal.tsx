import { RenewalView } from '../components/RenewalView';
import { useRenewalPage } from '../useRenewalPage';

/** /abonado/renovacion (behind the private-area guard): the next season's renewal. */
export function Component() {
  return <RenewalView {...useRenewalPage()} />;
}
