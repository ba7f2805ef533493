import { APP_PATHS, PARTNER_PROFILE_SECTIONS } from '../../api/app-paths';
import { homeKindOf, type HomeKind } from '../../api/home';
import { isPrivatePath } from '../guards';
import { isLandingMode } from './landing-mode';

/** One link of the "Mi área" navigation: its label's i18n key and its address (a profile section's with its hash). */
export interface PrivateSection {
  labelKey: `PRIVATE_NAV.${string}`;
  to: string;
}

const section = (label: string, to: string): PrivateSection => ({ labelKey: `PRIVATE_NAV.${label}`, to });
const profileSection = (label: string, hash: string) => section(label, `${APP_PATHS.partnerProfile}#${hash}`);

const HOME = section('HOME', APP_PATHS.memberHome);
const TICKETS = section('TICKETS', APP_PATHS.tickets);

const PARTNER = [
  HOME,
  section('CARD', APP_PATHS.memberCard),
  section('SEASON', APP_PATHS.memberSeason),
  profileSection('SEAT', PARTNER_PROFILE_SECTIONS.seat),
  profileSection('GROUP', PARTNER_PROFILE_SECTIONS.group),
  profileSection('PAYMENTS', PARTNER_PROFILE_SECTIONS.payments),
  section('PROFILE', APP_PATHS.partnerProfile),
];
const SYMPATHIZER = [HOME, TICKETS, section('PROFILE', APP_PATHS.sympathizerProfile)];
const FAN = [HOME, TICKETS];
const SHAREHOLDER = [...FAN, section('SHAREHOLDER', APP_PATHS.shareholderArea)];
const ENTERPRISE_ADMIN = [HOME, section('ENTERPRISE', APP_PATHS.enterpriseProfile)];
const EMPLOYEE = [HOME, section('GATE', APP_PATHS.gate), section('PHOTO_REVIEW', APP_PATHS.photoReview)];

const SECTIONS: Record<HomeKind, readonly PrivateSection[]> = {
  PARTNER,
  SYMPATHIZER,
  FAN,
  SHAREHOLDER,
  ENTERPRISE: ENTERPRISE_ADMIN,
  STAFF: EMPLOYEE,
};

/**
 * The member's own sections, by the kind their home is (homeKindOf). While an employee
 * impersonates, users/extended answers the member: the member's sections show.
 */
export const privateSections = (user: Parameters<typeof homeKindOf>[0]): readonly PrivateSection[] => SECTIONS[homeKindOf(user)];

/**
 * Pages that show the navigation (to a logged-in user): the guarded private area and the
 * member's home; never public, campaign, guest-pass or landing-mode pages.
 */
export function showsPrivateNav(pathname: string): boolean {
  if (isLandingMode(pathname)) return false;
  return isPrivatePath(pathname) || pathname.replace(/\/$/, '') === APP_PATHS.memberHome;
}

/** Whether `section` is the page on screen: a profile section by its hash, any other by its path alone. */
export function isCurrentSection({ to }: PrivateSection, pathname: string, hash: string): boolean {
  const [path, sectionHash = ''] = to.split('#');
  return pathname.replace(/(.)\/$/, '$1') === path && hash.replace(/^#/, '') === sectionHash;
}
