import { environment } from '../../../lib/config';
import { HomeView } from '../components/HomeView';

export function Component() {
  return <HomeView season={environment.season} ticketingUrl={environment.ticketingUrl} />;
}
