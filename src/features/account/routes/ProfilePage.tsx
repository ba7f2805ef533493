import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { User } from '../../../api/users';
import { privateAreaPath, useCurrentUser } from '../../../lib/session';
import { Spinner } from '../../../ui';
import { ProfileView } from '../components/ProfileView';
import { hasProfile, pendingValidations, profileKindOf } from '../profile-kinds';
import { PersonalData } from '../components/PersonalData';
import { Validation } from '../components/Validation';

export interface ProfilePageProps {
  /** The partner's group panel: the app composes it from the groups feature. */
  renderGroup?: (user: User) => ReactNode;
  /** The partner's seat change waiting for payment: the app composes it from the seat-change feature. */
  renderSeatChange?: (user: User) => ReactNode;
  /** The partner's credit ledger: the app composes it from the releases feature. */
  renderCredits?: (user: User) => ReactNode;
  /** A renewal charge the bank refused: the app composes it from the renewal feature. */
  renderRenewalNotice?: (user: User) => ReactNode;
  onLogout: () => void;
}

/**
 * Every profile page of spec §2, by path. The private-area guard has already asked for a session;
 * a member of another kind goes to their own area, and a pending validation comes first.
 */
export function ProfilePage({ renderGroup, renderSeatChange, renderCredits, renderRenewalNotice, onLogout }: ProfilePageProps) {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const kind = profileKindOf(pathname);
  if (!user) return <Spinner />;
  if (!kind || !hasProfile(user, kind)) return <Navigate to={privateAreaPath(user)} replace />;
  if (pendingValidations(user).length > 0) return <Validation user={user} />;
  return (
    <ProfileView
      user={user}
      kind={kind}
      personalData={<PersonalData user={user} />}
      group={renderGroup?.(user)}
      seatChange={renderSeatChange?.(user)}
      credits={renderCredits?.(user)}
      renewalNotice={renderRenewalNotice?.(user)}
      onLogout={onLogout}
    />
  );
}
