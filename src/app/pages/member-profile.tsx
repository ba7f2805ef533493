import { ProfilePage } from '../../features/account';
import { useLogout } from '../../features/auth/useLogout';
import { GroupPanel } from '../../features/groups';
import { CreditsPanel } from '../../features/releases';
import { RenewalChargeNotice } from '../../features/renewal';
import { PendingSeatChange } from '../../features/seat-change';
import { useHashFocus } from '../shell/useHashFocus';

/**
 * The member's profile pages (spec §2): the account feature's page, with the group panel of the
 * groups feature, the seat change waiting for payment, the credit ledger and a refused renewal
 * charge composed in (features never import each other). A link to one of its sections
 * (/abonado/perfil#pagos, from the "Mi área" navigation) lands there.
 */
export function Component() {
  const logout = useLogout();
  useHashFocus();
  return (
    <ProfilePage
      onLogout={() => void logout()}
      renderGroup={(user) => <GroupPanel user={user} />}
      renderSeatChange={(user) => <PendingSeatChange user={user} />}
      renderCredits={() => <CreditsPanel />}
      renderRenewalNotice={() => <RenewalChargeNotice />}
    />
  );
}
