import { APP_PATHS } from '../../api/app-paths';
import { SIGN_UP_ROUTES, type SignUpRoutes } from '../../ui';

/** The sign-up's screens (spec §2 "Sign-up flow"); the four steps are the kit's routes. */
export const SIGNUP_PATHS = {
  ...SIGN_UP_ROUTES,
  membershipData: APP_PATHS.signupMembershipData,
  success: APP_PATHS.signupSuccess,
} as const;

/** Every step route is configured: the steps bar shows all three. */
export const CONFIGURED_ROUTES: SignUpRoutes = SIGN_UP_ROUTES;

export const HOME_PATH = APP_PATHS.home;
export const NOT_FOUND_PATH = APP_PATHS.notFound;
