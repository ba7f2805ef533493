import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { Button, Spinner, StatusMessage } from '../../../ui';
import { LoginContainer } from '../components/LoginContainer';
import { MemberHome } from '../components/MemberHome';

/** /abonado: the login for a visitor (spec §2: the target when access is denied), the home for a member. */
export function Component() {
  const { t } = useTranslation();
  const { data: user, error, isLoading, mutate } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (error) {
    return (
      <StatusMessage
        title={t('ERROR.SESSION_UNREADABLE')}
        text={t('ERROR.CONNECTION')}
        role="alert"
        actions={<Button onClick={() => void mutate()}>{t('GENERIC.RETRY')}</Button>}
      />
    );
  }
  return user ? <MemberHome user={user} /> : <LoginContainer variant="member" />;
}
