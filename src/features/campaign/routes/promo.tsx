import { environment } from '../../../lib/config';
import { PromoPageView } from '../components/passes/PromoPageView';

/** promo-embou: the telecom promotion for pass holders. */
export function Component() {
  return <PromoPageView season={environment.season} ticketingUrl={environment.ticketingUrl} />;
}
