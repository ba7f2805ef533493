import type { RouteObject } from 'react-router-dom';
import { PROFILE_PATHS } from '../features/account/profile-kinds';
import { maintenanceGuard, privateAreaGuard, seatChangeGuard, signupGuard } from './guards';
import { Layout } from './shell/Layout';
import { PageLoading } from './shell/PageLoading';
import { RouteError } from './shell/RouteError';

const notFound = () => import('../features/content/routes/not-found');
const auth = {
  subscriberHome: () => import('../features/auth/routes/subscriber-home'),
};

/** One module holds the seat change's three steps: a member who starts one goes through them all. */
const seatChange = (step: 'Areas' | 'Seats' | 'Checkout') => () => import('./pages/seat-change').then((steps) => ({ Component: steps[step] }));

/** One module holds the sign-up's steps: a visitor who starts it goes through them all. */
const signup = (step: 'Personal' | 'Membership' | 'Pass' | 'Seats' | 'Payment' | 'Result') => () => import('./pages/signup').then((steps) => ({ Component: steps[step] }));

/**
 * Private-area sections (spec §2): a session and no maintenance. Screens not built yet show the
 * not-found page, behind the same guard.
 */
export const PRIVATE_AREA_PATHS = ['abonado/*', 'simpatizante/*', 'accionista/*', 'empresa/*'] as const;
/** The profile page of each kind of member (spec §2 "Subscriber and other areas"). */
const PROFILE_ROUTE_PATHS = PROFILE_PATHS.map((path) => path.slice(1));
/** Closed in maintenance, open to visitors; any other sign-up address is not found. */
const MAINTENANCE_ONLY_PATHS = ['accionistas/*', 'hazte-abonado/*'] as const;

/** THE route table: every screen lazy, every route with an error boundary. */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: () => import('../features/campaign/routes/home'), ErrorBoundary: RouteError },
      { path: 'abonos/:pass', lazy: () => import('../features/campaign/routes/pass'), ErrorBoundary: RouteError },
      { path: 'promo-embou', lazy: () => import('../features/campaign/routes/promo'), ErrorBoundary: RouteError },
      { path: 'noroute', lazy: notFound, ErrorBoundary: RouteError },
      { path: 'mantenimiento', lazy: () => import('../features/content/routes/maintenance'), ErrorBoundary: RouteError },
      // Identity: the login (a visitor) or the home (a member), and the public pages around it.
      { path: 'abonado', loader: maintenanceGuard, lazy: auth.subscriberHome, ErrorBoundary: RouteError },
      { path: 'accionistas/login', loader: maintenanceGuard, lazy: () => import('../features/auth/routes/shareholder-login'), ErrorBoundary: RouteError },
      { path: 'abonado/pendiente', lazy: () => import('../features/auth/routes/pending'), ErrorBoundary: RouteError },
      { path: 'recuperar-contrasena', lazy: () => import('../features/auth/routes/recover-password'), ErrorBoundary: RouteError },
      { path: 'restablecer-contrasena/:hash?/:mail?', lazy: () => import('../features/auth/routes/restore-password'), ErrorBoundary: RouteError },
      { path: 'recuperar-correo', lazy: () => import('../features/auth/routes/recover-mail'), ErrorBoundary: RouteError },
      { path: 'confirmar-correo/:hash?/:mail?', lazy: () => import('../features/auth/routes/confirm-mail'), ErrorBoundary: RouteError },
      { path: 'confirmar-cambio-correo/:hash?/:mail?', lazy: () => import('../features/auth/routes/confirm-mail-change'), ErrorBoundary: RouteError },
      { path: 'deshacer-cambio-correo/:hash?/:mail?', lazy: () => import('../features/auth/routes/undo-mail-change'), ErrorBoundary: RouteError },
      { path: 'confirmar-telefono', lazy: () => import('../features/auth/routes/confirm-phone'), ErrorBoundary: RouteError },
      { path: 'renovacion-especial', lazy: () => import('../features/auth/routes/special-renewal'), ErrorBoundary: RouteError },
      { path: 'hazte-abonado/acceso/:hash?/:mail?', lazy: () => import('../features/auth/routes/creation-login'), ErrorBoundary: RouteError },
      // The sign-up (spec §2, §5). The payment result is where the provider sends the browser back.
      { path: 'hazte-abonado/datos-personales-base', loader: signupGuard('personal'), lazy: signup('Personal'), ErrorBoundary: RouteError },
      { path: 'hazte-abonado/datos-personales', loader: signupGuard('membership'), lazy: signup('Membership'), ErrorBoundary: RouteError },
      { path: 'hazte-abonado/seleccion-abono-base', loader: signupGuard('pass'), lazy: signup('Pass'), ErrorBoundary: RouteError },
      { path: 'hazte-abonado/seleccion', loader: signupGuard('seats'), lazy: signup('Seats'), ErrorBoundary: RouteError },
      { path: 'hazte-abonado/pago-abono-base', loader: signupGuard('payment'), lazy: signup('Payment'), ErrorBoundary: RouteError },
      { path: 'hazte-abonado/pago-abono-base/:result', loader: maintenanceGuard, lazy: signup('Result'), ErrorBoundary: RouteError },
      // Single sign-on for other club apps (landing mode: no header or footer).
      { path: 'sso/:kind', lazy: () => import('../features/auth/routes/sso'), ErrorBoundary: RouteError },
      { path: 'sso/*', lazy: notFound, ErrorBoundary: RouteError },
      { path: 'dl/:token', lazy: () => import('../features/deep-link/routes/deep-link'), ErrorBoundary: RouteError },
      // The private area. Seat-change checkout results are exempt (spec §2): the payment provider sends the browser there.
      { path: 'abonado/cambio-asiento/checkout/:result', loader: maintenanceGuard, lazy: () => import('./pages/seat-change-result'), ErrorBoundary: RouteError },
      { path: 'abonado/cambio-asiento/seleccion-sector', loader: seatChangeGuard, lazy: seatChange('Areas'), ErrorBoundary: RouteError },
      { path: 'abonado/cambio-asiento/seleccion-asiento', loader: seatChangeGuard, lazy: seatChange('Seats'), ErrorBoundary: RouteError },
      { path: 'abonado/cambio-asiento/checkout', loader: seatChangeGuard, lazy: seatChange('Checkout'), ErrorBoundary: RouteError },
      { path: 'abonado/cambiar-contrasena', loader: privateAreaGuard, lazy: () => import('../features/auth/routes/change-password'), ErrorBoundary: RouteError },
      ...PROFILE_ROUTE_PATHS.map((path) => ({ path, loader: privateAreaGuard, lazy: () => import('./pages/member-profile'), ErrorBoundary: RouteError })),
      ...PRIVATE_AREA_PATHS.map((path) => ({ path, loader: privateAreaGuard, lazy: notFound, ErrorBoundary: RouteError })),
      ...MAINTENANCE_ONLY_PATHS.map((path) => ({ path, loader: maintenanceGuard, lazy: notFound, ErrorBoundary: RouteError })),
      { path: '*', lazy: () => import('../features/content/routes/content-page'), ErrorBoundary: RouteError },
    ],
  },
];
