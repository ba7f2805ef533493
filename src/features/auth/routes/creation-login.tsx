import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import { setSessionUser } from '../../../lib/session';
import { MODAL_IDS, modal } from '../../../ui';
import { creationLogin } from '../api';
import { LinkLandingView } from '../components/LinkLandingView';
import { creationLoginOutcome } from '../errors';
import { useLinkAction } from '../useLinkAction';

/** Where the special renewal's mailed link lands: membership data entry of the sign-up flow. */
export const MEMBERSHIP_DATA_PATH = APP_PATHS.signupMembershipData;

/**
 * /hazte-abonado/acceso/:hash/:mail: logs in with the mailed creation link (partners/creationLogin)
 * and goes on to the membership data; a first access opens the i-firstAccess modal.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash, mail } = useParams();
  const action = useCallback(() => creationLogin({ hash: hash ?? '', email: mail ?? '' }), [hash, mail]);
  const state = useLinkAction(hash && mail ? action : null, creationLoginOutcome);
  useEffect(() => {
    if (state.status !== 'done' || !state.value) return;
    const { user, firstTime } = state.value;
    void setSessionUser(user).then(async () => {
      await navigate(MEMBERSHIP_DATA_PATH, { replace: true });
      if (firstTime) modal.open(MODAL_IDS.firstAccess);
    });
  }, [state, navigate]);
  return (
    <LinkLandingView
      status={state.status === 'failed' ? 'failed' : 'working'}
      title={t(state.status === 'failed' ? 'CREATION.FAILED_TITLE' : 'CREATION.WORKING')}
      text={state.status === 'failed' ? t(state.message ?? 'CREATION.ERRORS.INVALID_LINK') : undefined}
      action={{ to: APP_PATHS.specialRenewal, label: t('CREATION.ASK_AGAIN') }}
    />
  );
}
