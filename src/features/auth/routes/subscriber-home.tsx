import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtendedUser } from '../../../api/users';
import { useCurrentUser } from '../../../lib/session';
import { Button, Spinner, StatusMessage } from '../../../ui';
import { LoginContainer } from '../components/LoginContainer';

export interface SubscriberHomeProps {
  /** The logged-in home (the home feature's, composed in by the app: features never import each other). */
  renderHome: (user: ExtendedUser) => ReactNode;
}

/** /abonado: the login for a visitor (spec §2: the target when access is denied), the home for a member. */
export function SubscriberHome({ renderHome }: SubscriberHomeProps) {
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
  return user ? renderHome(user) : <LoginContainer variant="member" />;
}
