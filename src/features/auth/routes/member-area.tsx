import { useCurrentUser } from '../../../lib/session';
import { Spinner } from '../../../ui';
import { MemberHome } from './MemberHome';

/**
 * The area pages of each kind (/abonado/perfil, /simpatizante/perfil, /accionista, /empresa…),
 * behind the private-area guard. Until the profile screens replace it, each shows the member's
 * home, so a login never lands on a missing page.
 */
export function Component() {
  const { data: user } = useCurrentUser();
  return user ? <MemberHome user={user} /> : <Spinner />;
}
