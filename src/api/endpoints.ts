import { configEndpoints } from './config';
import type { Endpoint } from './contract';
import { deepLinkEndpoints } from './deep-link';
import { groupsEndpoints } from './groups';
import { membershipEndpoints } from './membership';
import { pagesEndpoints } from './pages';
import { seatChangeEndpoints } from './seat-change';
import { usersEndpoints } from './users';

/** Every endpoint of the API by area, in the order of spec §7: server/API.md is generated from this. */
export const apiAreas: { title: string; endpoints: Record<string, Endpoint> }[] = [
  { title: 'Pages and configuration', endpoints: { ...pagesEndpoints, ...configEndpoints } },
  { title: 'Users and login', endpoints: usersEndpoints },
  { title: 'Groups', endpoints: groupsEndpoints },
  { title: 'Deep links', endpoints: deepLinkEndpoints },
  { title: 'Membership creation and areas', endpoints: membershipEndpoints },
  { title: 'Seat change', endpoints: seatChangeEndpoints },
];
