import { configEndpoints } from './config';
import type { Endpoint } from './contract';
import { deepLinkEndpoints } from './deep-link';
import { gateEndpoints } from './gate';
import { groupsEndpoints } from './groups';
import { memberCardEndpoints } from './member-card';
import { membershipEndpoints } from './membership';
import { pagesEndpoints } from './pages';
import { photoReviewEndpoints } from './photo-review';
import { seatChangeEndpoints } from './seat-change';
import { signupEndpoints } from './signup';
import { usersEndpoints } from './users';

/** Every endpoint of the API by area, in the order of spec §7: server/API.md is generated from this. */
export const apiAreas: { title: string; endpoints: Endpoint[] }[] = [
  { title: 'Pages and configuration', endpoints: [...Object.values(pagesEndpoints), ...Object.values(configEndpoints)] },
  { title: 'Users and login', endpoints: Object.values(usersEndpoints) },
  { title: 'Groups', endpoints: Object.values(groupsEndpoints) },
  { title: 'Deep links', endpoints: Object.values(deepLinkEndpoints) },
  { title: 'Membership creation and areas', endpoints: Object.values(membershipEndpoints) },
  { title: 'Seat change', endpoints: Object.values(seatChangeEndpoints) },
  { title: 'Sign-up (beyond §7)', endpoints: Object.values(signupEndpoints) },
  { title: 'Member card (beyond §7)', endpoints: Object.values(memberCardEndpoints) },
  { title: 'Gate (beyond §7)', endpoints: Object.values(gateEndpoints) },
  { title: 'Photo review (beyond §7)', endpoints: Object.values(photoReviewEndpoints) },
];
