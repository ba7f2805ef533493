import { SIGN_UP_ROUTES, type SignUpRoutes } from '../../ui';

/** The sign-up's screens (spec §2 "Sign-up flow"); the four steps are the kit's routes. */
export const SIGNUP_PATHS = {
  ...SIGN_UP_ROUTES,
  /** Membership data entry after a special-renewal login. */
  membershipData: '/hazte-abonado/datos-personales',
  /** The pass summary once paid (beyond §2). */
  success: '/hazte-abonado/alta-completada',
} as const;

/** Every step route is configured: the steps bar shows all three. */
export const CONFIGURED_ROUTES: SignUpRoutes = SIGN_UP_ROUTES;

export const HOME_PATH = '/';
export const NOT_FOUND_PATH = '/noroute';
