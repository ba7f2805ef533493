import type { RouteObject } from 'react-router-dom';
import { APP_PATHS, APP_SECTIONS, type AppPath } from '../api/app-paths';
import { PROFILE_PATHS, profileKindOf } from '../features/account/profile-kinds';
import { employeeGuard, gateGuard, maintenanceGuard, memberCardGuard, privateAreaGuard, seatChangeGuard, signupGuard } from './guards';
import { Layout } from './shell/Layout';
import { PageLoading } from './shell/PageLoading';
import { RouteError } from './shell/RouteError';
import type { RouteHandle, RouteTitle } from './shell/page-title';

/** Each route states its document title (see shell/page-title). */
const title = (page: string, section?: Exclude<RouteTitle, 'view'>['section']): RouteHandle => ({ title: { page, section } });
/** The view renders its own title from its data. */
const ownTitle: RouteHandle = { title: 'view' };

/** A route's pattern from its app path: the table's children are relative to the layout's '/'. */
const route = (path: string) => path.slice(1);
/** A mail's one-time link: its page also opens without the hash or the mail, and says what is missing. */
const linkRoute = (path: AppPath) => route(path).replace(/(:\w+)/g, '$1?');

const notFound = () => import('../features/content/routes/not-found');
/** The login (a visitor) or the home (a member): composed in app/pages, where the home and the card meet. */
const auth = {
  subscriberHome: () => import('./pages/member-home'),
};

/** One module holds the seat change's three steps: a member who starts one goes through them all. */
const seatChange = (step: 'Areas' | 'Seats' | 'Checkout') => () => import('./pages/seat-change').then((steps) => ({ Component: steps[step] }));

/** One module holds a game's ticket purchase and its result. */
/** The renewal page, also where the payment provider sends the browser back. */
const renewalPage = () => import('../features/renewal').then((renewal) => ({ Component: renewal.RenewalPage }));
const ticketPurchase = (page: 'Purchase' | 'Result') => () => import('./pages/ticket-purchase').then((pages) => ({ Component: pages[page] }));

/** One module holds the sign-up's steps: a visitor who starts it goes through them all. */
const signup = (step: 'Personal' | 'Membership' | 'Pass' | 'Seats' | 'Payment' | 'Result') => () => import('./pages/signup').then((steps) => ({ Component: steps[step] }));

/**
 * Private-area sections (spec §2): a session and no maintenance. Screens not built yet show the
 * not-found page, behind the same guard.
 */
export const PRIVATE_AREA_PATHS = [APP_SECTIONS.member, APP_SECTIONS.sympathizer, APP_SECTIONS.shareholder, APP_SECTIONS.enterprise].map((section) => `${route(section)}/*`);
/** The profile page of each kind of member (spec §2 "Subscriber and other areas"). */
const PROFILE_ROUTE_PATHS = PROFILE_PATHS.map(route);
const PROFILE_TITLES = { partner: 'PROFILE_PARTNER', sympathizer: 'PROFILE_SYMPATHIZER', shareholder: 'PROFILE_SHAREHOLDER', enterprise: 'PROFILE_ENTERPRISE' } as const;
/** Closed in maintenance, open to visitors; any other sign-up address is not found. */
const MAINTENANCE_ONLY_PATHS = [APP_SECTIONS.shareholders, APP_SECTIONS.signup].map((section) => `${route(section)}/*`);

/** THE route table: every screen lazy, every route with an error boundary. */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: () => import('../features/campaign/routes/home'), ErrorBoundary: RouteError, handle: ownTitle },
      { path: route(APP_PATHS.pass), lazy: () => import('../features/campaign/routes/pass'), ErrorBoundary: RouteError, handle: ownTitle },
      { path: route(APP_PATHS.promo), lazy: () => import('../features/campaign/routes/promo'), ErrorBoundary: RouteError, handle: ownTitle },
      { path: route(APP_PATHS.games), lazy: () => import('../features/games/routes/games'), ErrorBoundary: RouteError, handle: ownTitle },
      { path: route(APP_PATHS.game), lazy: () => import('../features/games/routes/game'), ErrorBoundary: RouteError, handle: ownTitle },
      { path: route(APP_PATHS.notFound), lazy: notFound, ErrorBoundary: RouteError, handle: ownTitle },
      { path: route(APP_PATHS.maintenance), lazy: () => import('../features/content/routes/maintenance'), ErrorBoundary: RouteError, handle: ownTitle },
      // Identity: the login (a visitor) or the home (a member), and the public pages around it.
      { path: route(APP_PATHS.memberHome), loader: maintenanceGuard, lazy: auth.subscriberHome, ErrorBoundary: RouteError, handle: title('MEMBER_HOME') },
      { path: route(APP_PATHS.shareholderLogin), loader: maintenanceGuard, lazy: () => import('../features/auth/routes/shareholder-login'), ErrorBoundary: RouteError, handle: title('SHAREHOLDER_LOGIN') },
      { path: route(APP_PATHS.pendingPartner), lazy: () => import('../features/auth/routes/pending'), ErrorBoundary: RouteError, handle: title('PENDING') },
      { path: route(APP_PATHS.recoverPassword), lazy: () => import('../features/auth/routes/recover-password'), ErrorBoundary: RouteError, handle: title('RECOVER_PASSWORD') },
      { path: linkRoute(APP_PATHS.restorePassword), lazy: () => import('../features/auth/routes/restore-password'), ErrorBoundary: RouteError, handle: title('RESTORE_PASSWORD') },
      { path: route(APP_PATHS.recoverMail), lazy: () => import('../features/auth/routes/recover-mail'), ErrorBoundary: RouteError, handle: title('RECOVER_MAIL') },
      { path: linkRoute(APP_PATHS.confirmMail), lazy: () => import('../features/auth/routes/confirm-mail'), ErrorBoundary: RouteError, handle: title('CONFIRM_MAIL') },
      { path: linkRoute(APP_PATHS.confirmMailChange), lazy: () => import('../features/auth/routes/confirm-mail-change'), ErrorBoundary: RouteError, handle: title('CONFIRM_MAIL_CHANGE') },
      { path: linkRoute(APP_PATHS.undoMailChange), lazy: () => import('../features/auth/routes/undo-mail-change'), ErrorBoundary: RouteError, handle: title('UNDO_MAIL_CHANGE') },
      { path: route(APP_PATHS.confirmPhone), lazy: () => import('../features/auth/routes/confirm-phone'), ErrorBoundary: RouteError, handle: title('CONFIRM_PHONE') },
      { path: route(APP_PATHS.specialRenewal), lazy: () => import('../features/auth/routes/special-renewal'), ErrorBoundary: RouteError, handle: title('SPECIAL_RENEWAL') },
      { path: linkRoute(APP_PATHS.creationLogin), lazy: () => import('../features/auth/routes/creation-login'), ErrorBoundary: RouteError, handle: title('SIGNUP_ACCESS', 'SIGNUP') },
      // The sign-up (spec §2, §5). The payment result is where the provider sends the browser back.
      { path: route(APP_PATHS.signupPersonalData), loader: signupGuard('personal'), lazy: signup('Personal'), ErrorBoundary: RouteError, handle: ownTitle },
      { path: route(APP_PATHS.signupMembershipData), loader: signupGuard('membership'), lazy: signup('Membership'), ErrorBoundary: RouteError, handle: title('SIGNUP_PERSONAL', 'RENEWAL') },
      { path: route(APP_PATHS.signupPassSelection), loader: signupGuard('pass'), lazy: signup('Pass'), ErrorBoundary: RouteError, handle: title('SIGNUP_PASS', 'SIGNUP') },
      { path: route(APP_PATHS.signupSeatSelection), loader: signupGuard('seats'), lazy: signup('Seats'), ErrorBoundary: RouteError, handle: title('SIGNUP_SEATS', 'SIGNUP') },
      { path: route(APP_PATHS.signupPayment), loader: signupGuard('payment'), lazy: signup('Payment'), ErrorBoundary: RouteError, handle: title('SIGNUP_PAYMENT', 'SIGNUP') },
      { path: route(APP_PATHS.signupPaymentResult), loader: maintenanceGuard, lazy: signup('Result'), ErrorBoundary: RouteError, handle: title('SIGNUP_RESULT', 'SIGNUP') },
      // Single sign-on for other club apps (landing mode: no header or footer).
      { path: route(APP_PATHS.sso), lazy: () => import('../features/auth/routes/sso'), ErrorBoundary: RouteError, handle: title('SSO') },
      { path: `${route(APP_SECTIONS.sso)}/*`, lazy: notFound, ErrorBoundary: RouteError, handle: ownTitle },
      { path: route(APP_PATHS.deepLink), lazy: () => import('../features/deep-link/routes/deep-link'), ErrorBoundary: RouteError, handle: title('DEEP_LINK') },
      // The private area. Seat-change checkout results are exempt (spec §2): the payment provider sends the browser there.
      { path: route(APP_PATHS.seatChangeResult), loader: maintenanceGuard, lazy: () => import('./pages/seat-change-result'), ErrorBoundary: RouteError, handle: title('SEAT_CHANGE_RESULT', 'SEAT_CHANGE') },
      { path: route(APP_PATHS.seatChangeAreas), loader: seatChangeGuard, lazy: seatChange('Areas'), ErrorBoundary: RouteError, handle: title('SEAT_CHANGE_AREAS', 'SEAT_CHANGE') },
      { path: route(APP_PATHS.seatChangeSeats), loader: seatChangeGuard, lazy: seatChange('Seats'), ErrorBoundary: RouteError, handle: title('SEAT_CHANGE_SEATS', 'SEAT_CHANGE') },
      { path: route(APP_PATHS.seatChangeCheckout), loader: seatChangeGuard, lazy: seatChange('Checkout'), ErrorBoundary: RouteError, handle: title('SEAT_CHANGE_CHECKOUT', 'SEAT_CHANGE') },
      { path: route(APP_PATHS.memberCard), loader: memberCardGuard, lazy: () => import('../features/member-card/routes/card'), ErrorBoundary: RouteError, handle: title('MEMBER_CARD', 'MEMBER') },
      { path: route(APP_PATHS.seatRelease), loader: privateAreaGuard, lazy: () => import('../features/releases/routes/seat-release'), ErrorBoundary: RouteError, handle: title('SEAT_RELEASE', 'MEMBER') },
      { path: route(APP_PATHS.memberSeason), loader: privateAreaGuard, lazy: () => import('../features/season').then((season) => ({ Component: season.SeasonPage })), ErrorBoundary: RouteError, handle: title('MEMBER_SEASON', 'MEMBER') },
      { path: route(APP_PATHS.memberRenewal), loader: privateAreaGuard, lazy: renewalPage, ErrorBoundary: RouteError, handle: title('MEMBER_RENEWAL', 'MEMBER') },
      { path: route(APP_PATHS.memberRenewalPaid), loader: privateAreaGuard, lazy: renewalPage, ErrorBoundary: RouteError, handle: title('MEMBER_RENEWAL', 'MEMBER') },
      { path: route(APP_PATHS.memberRelocation), loader: privateAreaGuard, lazy: () => import('../features/relocation').then((relocation) => ({ Component: relocation.RelocationPage })), ErrorBoundary: RouteError, handle: title('MEMBER_RELOCATION', 'MEMBER') },
      { path: route(APP_PATHS.waitingList), loader: privateAreaGuard, lazy: () => import('../features/waiting-list').then((list) => ({ Component: list.WaitingListPage })), ErrorBoundary: RouteError, handle: title('WAITING_LIST', 'MEMBER') },
      { path: route(APP_PATHS.changePassword), loader: privateAreaGuard, lazy: () => import('../features/auth/routes/change-password'), ErrorBoundary: RouteError, handle: title('CHANGE_PASSWORD', 'MEMBER') },
      { path: route(APP_PATHS.gate), loader: gateGuard, lazy: () => import('../features/gate/routes/gate'), ErrorBoundary: RouteError, handle: title('GATE') },
      // A single game's tickets. The result is where the provider sends the browser back; a ticket opens offline once opened.
      { path: route(APP_PATHS.ticketPurchase), loader: privateAreaGuard, lazy: ticketPurchase('Purchase'), ErrorBoundary: RouteError, handle: title('TICKET_PURCHASE') },
      { path: route(APP_PATHS.ticketResult), loader: maintenanceGuard, lazy: ticketPurchase('Result'), ErrorBoundary: RouteError, handle: title('TICKET_RESULT') },
      { path: route(APP_PATHS.ticket), loader: memberCardGuard, lazy: () => import('../features/tickets/routes/ticket'), ErrorBoundary: RouteError, handle: title('TICKET') },
      { path: route(APP_PATHS.tickets), loader: privateAreaGuard, lazy: () => import('../features/tickets/routes/tickets'), ErrorBoundary: RouteError, handle: title('TICKETS') },
      // A guest's pass: no account, no guard; it opens offline once opened.
      { path: route(APP_PATHS.guestPass), lazy: () => import('../features/guest-pass/routes/guest-pass'), ErrorBoundary: RouteError, handle: title('GUEST_PASS') },
      { path: route(APP_PATHS.photoReview), loader: employeeGuard, lazy: () => import('../features/photo-review/routes/photo-review'), ErrorBoundary: RouteError, handle: title('PHOTO_REVIEW') },
      ...PROFILE_ROUTE_PATHS.map((path) => ({
        path,
        loader: privateAreaGuard,
        lazy: () => import('./pages/member-profile'),
        ErrorBoundary: RouteError,
        handle: title(PROFILE_TITLES[profileKindOf(`/${path}`)!], 'MEMBER'),
      })),
      ...PRIVATE_AREA_PATHS.map((path) => ({ path, loader: privateAreaGuard, lazy: notFound, ErrorBoundary: RouteError, handle: ownTitle })),
      ...MAINTENANCE_ONLY_PATHS.map((path) => ({ path, loader: maintenanceGuard, lazy: notFound, ErrorBoundary: RouteError, handle: ownTitle })),
      { path: '*', lazy: () => import('../features/content/routes/content-page'), ErrorBoundary: RouteError, handle: ownTitle },
    ],
  },
];
