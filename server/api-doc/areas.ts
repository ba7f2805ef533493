import { configEndpoints } from '../../src/api/config.ts';
import { deepLinkEndpoints } from '../../src/api/deep-link.ts';
import { gamesEndpoints } from '../../src/api/games.ts';
import { gateEndpoints } from '../../src/api/gate.ts';
import { groupsEndpoints } from '../../src/api/groups.ts';
import { homeEndpoints } from '../../src/api/home.ts';
import { memberCardEndpoints } from '../../src/api/member-card.ts';
import { membershipEndpoints } from '../../src/api/membership.ts';
import { pagesEndpoints } from '../../src/api/pages.ts';
import { photoReviewEndpoints } from '../../src/api/photo-review.ts';
import { releasesEndpoints } from '../../src/api/releases.ts';
import { renewalEndpoints } from '../../src/api/renewal.ts';
import { seasonEndpoints } from '../../src/api/season.ts';
import { seatChangeEndpoints } from '../../src/api/seat-change.ts';
import { signupEndpoints } from '../../src/api/signup.ts';
import { ticketsEndpoints } from '../../src/api/tickets.ts';
import { usersEndpoints } from '../../src/api/users.ts';
import { configDocs } from './docs/config.ts';
import { deepLinkDocs } from './docs/deep-link.ts';
import { gamesDocs } from './docs/games.ts';
import { gateDocs } from './docs/gate.ts';
import { groupsDocs } from './docs/groups.ts';
import { homeDocs } from './docs/home.ts';
import { memberCardDocs } from './docs/member-card.ts';
import { membershipDocs } from './docs/membership.ts';
import { pagesDocs } from './docs/pages.ts';
import { photoReviewDocs } from './docs/photo-review.ts';
import { releasesDocs } from './docs/releases.ts';
import { seasonDocs } from './docs/season.ts';
import { seatChangeDocs } from './docs/seat-change.ts';
import { signupDocs } from './docs/signup.ts';
import { ticketsDocs } from './docs/tickets.ts';
import { renewalDocs } from './docs/renewal.ts';
import { usersDocs } from './docs/users.ts';
import { documented, type DocumentedEndpoint } from './endpoint-doc.ts';

export interface ApiArea {
  title: string;
  endpoints: readonly DocumentedEndpoint[];
}

/** Every endpoint of the API by area, in the order of spec §7: server/API.md is generated from this. */
export const apiAreas: readonly ApiArea[] = [
  {
    title: 'Pages and configuration',
    endpoints: [...documented(pagesEndpoints, pagesDocs), ...documented(configEndpoints, configDocs)],
  },
  { title: 'Users and login', endpoints: documented(usersEndpoints, usersDocs) },
  { title: 'Groups', endpoints: documented(groupsEndpoints, groupsDocs) },
  { title: 'Deep links', endpoints: documented(deepLinkEndpoints, deepLinkDocs) },
  { title: 'Membership creation and areas', endpoints: documented(membershipEndpoints, membershipDocs) },
  { title: 'Seat change', endpoints: documented(seatChangeEndpoints, seatChangeDocs) },
  { title: 'Sign-up (beyond §7)', endpoints: documented(signupEndpoints, signupDocs) },
  { title: 'Member card (beyond §7)', endpoints: documented(memberCardEndpoints, memberCardDocs) },
  { title: 'Gate (beyond §7)', endpoints: documented(gateEndpoints, gateDocs) },
  { title: 'Photo review (beyond §7)', endpoints: documented(photoReviewEndpoints, photoReviewDocs) },
  { title: 'Games and tickets (beyond §7)', endpoints: [...documented(gamesEndpoints, gamesDocs), ...documented(ticketsEndpoints, ticketsDocs)] },
  { title: 'Releases and credits (beyond §7)', endpoints: documented(releasesEndpoints, releasesDocs) },
  { title: 'My season, guests and calendars (beyond §7)', endpoints: documented(seasonEndpoints, seasonDocs) },
  { title: "The member's home (beyond §7)", endpoints: documented(homeEndpoints, homeDocs) },
  { title: 'Renewal, relocation and waiting list (beyond §7)', endpoints: documented(renewalEndpoints, renewalDocs) },
];
