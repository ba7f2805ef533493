import { APP_PATHS } from '../../api/app-paths';
import type { User } from '../../api/users';

/** The profile pages of spec §2 "Subscriber and other areas", each for one kind of member. */
export type ProfileKind = 'partner' | 'sympathizer' | 'shareholder' | 'enterprise';

const KIND_BY_PATH: Record<string, ProfileKind> = {
  [APP_PATHS.partnerProfile]: 'partner',
  [APP_PATHS.sympathizerProfile]: 'sympathizer',
  [APP_PATHS.partnerShareholderProfile]: 'shareholder',
  [APP_PATHS.shareholderArea]: 'shareholder',
  [APP_PATHS.enterpriseArea]: 'enterprise',
  [APP_PATHS.enterpriseProfile]: 'enterprise',
};

export const PROFILE_PATHS = Object.keys(KIND_BY_PATH);

export function profileKindOf(pathname: string): ProfileKind | null {
  return KIND_BY_PATH[pathname.replace(/\/+$/, '') || '/'] ?? null;
}

/** Whether this member has the profile a page shows; another kind is sent to their own area. */
export function hasProfile(user: User, kind: ProfileKind): boolean {
  switch (kind) {
    case 'partner':
      return user.partner !== null;
    case 'sympathizer':
      return user.sympathizer !== null;
    case 'shareholder':
      return user.fan?.actions.shareholders.available === true;
    case 'enterprise':
      return user.type === 'ENTERPRISE_ADMIN';
  }
}

/** The shareholder area of a member who has one (spec §4 rule 3 lands a shareholder on /accionista). */
export const SHAREHOLDER_PATH = APP_PATHS.shareholderArea;

/** What the member must validate before anything else (spec §3 mandatoryValidation), in order. */
export function pendingValidations(user: User): ('photo' | 'address')[] {
  return (['photo', 'address'] as const).filter((step) => user.mandatoryValidation[step]);
}
