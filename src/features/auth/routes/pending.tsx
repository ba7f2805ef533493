import { PendingPartnerView } from '../components/PendingPartnerView';

/** /abonado/pendiente */
export function Component() {
  return <PendingPartnerView />;
}
