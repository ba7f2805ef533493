import { APP_PATHS, appLink } from '../../api/app-paths';
import { seasonEndpoints } from '../../api/season';
import { callPath } from '../../lib/call';
import { environment } from '../../lib/config';

/** The guest's link, absolute: it leaves the site by mail, a chat or the phone's share sheet. */
export const guestLink = (origin: string, token: string) => new URL(appLink(APP_PATHS.guestPass, { token }), origin).href;

/** A calendar feed's https address and the same as webcal://, which calendar apps open as a subscription. */
export interface FeedLinks {
  https: string;
  webcal: string;
}

const feedLinks = (origin: string, apiPath: string): FeedLinks => {
  const https = new URL(`${environment.apiPrefix}${apiPath}`, origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
};

/** The season's public games feed. */
export const gamesFeedLinks = (origin: string) => feedLinks(origin, callPath(seasonEndpoints.gamesCalendar));

/** The member's private feed (their seat and guests): its token is the only key. */
export const memberFeedLinks = (origin: string, token: string) => feedLinks(origin, callPath(seasonEndpoints.memberCalendar, { params: { token } }));
