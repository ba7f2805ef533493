import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { APP_PATHS } from '../../../api/app-paths';
import { confirmMail } from '../api';
import { LinkLandingView } from '../components/LinkLandingView';
import { confirmationOutcome } from '../errors';
import { useLinkAction } from '../useLinkAction';

/** /confirmar-correo/:hash/:mail: the mailed confirmation link. */
export function Component() {
  const { t } = useTranslation();
  const { hash, mail } = useParams();
  const action = useCallback(() => confirmMail({ mail: mail ?? '', hash: hash ?? '' }), [hash, mail]);
  const state = useLinkAction(hash && mail ? action : null, confirmationOutcome);
  return (
    <LinkLandingView
      status={state.status}
      title={t(state.status === 'failed' ? 'CONFIRM.MAIL_FAILED_TITLE' : state.status === 'done' ? 'CONFIRM.MAIL_DONE_TITLE' : 'CONFIRM.MAIL_WORKING')}
      text={state.status === 'failed' ? t(state.message ?? 'CONFIRM.ERRORS.INVALID_LINK') : t('CONFIRM.MAIL_DONE_TEXT', { mail })}
      action={{ to: APP_PATHS.memberHome, label: t('CONFIRM.GO_TO_ACCOUNT') }}
    />
  );
}
