import { APP_PATHS } from './app-paths';
import type { ServerConfig } from './config';

/**
 * Pages prerendered as a visitor with nothing stored sees them (src/app/prerender.tsx): the login,
 * the password and mail recovery, and the sign-up's first step. The server serves the plain shell
 * instead when that picture would be wrong (server/http/visitor-pages.ts): the request carries a
 * session (the app shows the member's page), or a switch closes the page, which the app's route
 * guards then handle as on any other address.
 */
export interface VisitorPage {
  path: string;
  /** Whether the server's switches leave the page as prerendered (spec §5 guards). */
  open: (config: ServerConfig) => boolean;
  /** A purchase route: behind the queue when the tracker is on. */
  purchase?: boolean;
}

const outOfMaintenance = (config: ServerConfig) => !config.partnerAreaMaintenanceMode;

export const VISITOR_PAGES: readonly VisitorPage[] = [
  { path: APP_PATHS.memberHome, open: outOfMaintenance },
  { path: APP_PATHS.recoverPassword, open: () => true },
  { path: APP_PATHS.recoverMail, open: () => true },
  {
    path: APP_PATHS.signupPersonalData,
    open: (config) => outOfMaintenance(config) && config.enablePartnerCreation,
    purchase: true,
  },
];
