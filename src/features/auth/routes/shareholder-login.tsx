import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/session';
import { Spinner } from '../../../ui';
import { userArea } from '../redirect';
import { LoginContainer } from '../components/LoginContainer';

/** /accionistas/login: the shareholder login; a member already logged in goes to their area. */
export function Component() {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  return user ? <Navigate to={userArea(user)} replace /> : <LoginContainer variant="shareholder" />;
}
