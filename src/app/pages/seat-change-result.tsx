import { NotFoundView } from '../../features/content/components/NotFoundView';
import { CheckoutResultPage } from '../../features/seat-change';

/** The seat change's checkout result pages (spec §2), with the content feature's not-found page for what cannot be shown. */
export function Component() {
  return <CheckoutResultPage renderNotFound={(onRetry) => <NotFoundView onRetry={onRetry} />} />;
}
