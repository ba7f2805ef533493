import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { Button, StatusMessage } from '../../ui';

/** Error boundary of every route: says what happened in plain words and offers a retry. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  console.error(error);
  return (
    <StatusMessage
      role="alert"
      focusOnMount
      title={t('ERROR.TITLE')}
      text={t('ERROR.TEXT')}
      actions={
        // Navigating to the same address clears the boundary and reruns the route's loader.
        <Button onClick={() => void navigate(location, { replace: true })}>{t('GENERIC.RETRY')}</Button>
      }
    />
  );
}
