import { APP_SECTIONS } from '../../api/app-paths';

/** Landing mode (spec §2): single sign-on pages show no header and no footer. */
export function isLandingMode(pathname: string): boolean {
  return pathname.toLowerCase().includes(APP_SECTIONS.sso);
}
