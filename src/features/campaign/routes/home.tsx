import { environment } from '../../../lib/config';
import { CampaignMenu } from '../components/CampaignMenu';
import { HomeView } from '../components/HomeView';

/** The home route (index): the campaign, with its menu under the banner. */
export function Component() {
  return (
    <HomeView
      season={environment.season}
      ticketingUrl={environment.ticketingUrl}
      menu={<CampaignMenu placement="home" season={environment.season} />}
    />
  );
}
